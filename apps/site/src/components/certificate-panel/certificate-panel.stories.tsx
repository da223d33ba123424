import type { Meta, StoryObj } from '@storybook/react-vite';
import { CertificatePanel } from './certificate-panel';

const meta = {
  title: 'Site/CertificatePanel',
  component: CertificatePanel,
  args: {
    certificate: {
      id: '1',
      code: 'MNR-7KQ2-X9PD',
      courseId: 'c1',
      courseTitle: 'Biostatistics for clinicians',
      issuedAt: '2026-11-20T09:30:00.000Z',
      status: 'valid',
      pdfUrl: '/api/me/certificates/1/pdf',
      verificationUrl: 'https://research.example/certificates/MNR-7KQ2-X9PD',
      credentialUrl: '/api/certificates/MNR-7KQ2-X9PD/credential',
      cpd: { hours: 12, accreditor: 'Saudi Commission for Health Specialties', activityCode: 'SCFHS-2026-0412' },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof CertificatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};
export const WithoutCpd: Story = {
  args: { certificate: { ...meta.args.certificate, cpd: undefined } },
};
export const Revoked: Story = {
  args: { certificate: { ...meta.args.certificate, status: 'revoked' } },
};
