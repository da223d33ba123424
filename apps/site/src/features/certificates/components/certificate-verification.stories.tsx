import type { Meta, StoryObj } from '@storybook/react-vite';
import { CertificateVerification } from './certificate-verification';

const verification = {
  code: 'MNR-7K4P-X9QD',
  status: 'valid' as const,
  holderName: 'Dr. Lina Haddad',
  courseTitle: 'Survival analysis in R',
  issuedAt: '2026-11-23T09:30:00.000Z',
  cpd: { hours: 12, accreditor: 'Saudi Commission for Health Specialties', activityCode: 'SCFHS-2026-0412' },
  credentialUrl: '/api/certificates/MNR-7K4P-X9QD/credential',
};

const meta = {
  title: 'Site/CertificateVerification',
  component: CertificateVerification,
  args: { code: verification.code, verification },
} satisfies Meta<typeof CertificateVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};
export const WithoutCpd: Story = { args: { verification: { ...verification, cpd: undefined } } };
export const Revoked: Story = {
  args: { verification: { ...verification, status: 'revoked', revokedAt: '2026-12-02T10:00:00.000Z' } },
};
export const NotFound: Story = { args: { code: 'MNR-AAAA-BBBB', verification: null } };
export const CheckFailed: Story = { args: { verification: null, failed: true } };
