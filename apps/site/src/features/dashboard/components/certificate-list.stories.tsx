import type { Meta, StoryObj } from '@storybook/react-vite';
import { CertificateList } from './certificate-list';

const valid = {
  id: '1',
  code: 'MNR-7K4P-X9QD',
  courseId: 'c1',
  courseTitle: 'Survival analysis in R',
  issuedAt: '2026-11-23T09:30:00.000Z',
  status: 'valid' as const,
  pdfUrl: '/api/me/certificates/1/pdf',
  verificationUrl: 'https://research.example/certificates/MNR-7K4P-X9QD',
  credentialUrl: '/api/certificates/MNR-7K4P-X9QD/credential',
  cpd: { hours: 12 },
};

const meta = {
  title: 'Site/Dashboard/CertificateList',
  component: CertificateList,
  args: { certificates: [valid] },
} satisfies Meta<typeof CertificateList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};
export const ValidAndRevoked: Story = {
  args: {
    certificates: [
      valid,
      {
        ...valid,
        id: '2',
        code: 'MNR-Q2WE-R3TY',
        courseTitle: 'Writing a study protocol',
        status: 'revoked',
        pdfUrl: '/api/me/certificates/2/pdf',
        verificationUrl: 'https://research.example/certificates/MNR-Q2WE-R3TY',
        credentialUrl: '/api/certificates/MNR-Q2WE-R3TY/credential',
        cpd: undefined,
      },
    ],
  },
};
