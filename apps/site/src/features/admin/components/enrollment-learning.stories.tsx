import type { AdminEnrollment } from '@manara/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LearningCell } from './enrollment-learning';

const enrollment: AdminEnrollment = {
  id: 'e1',
  courseId: 'c1',
  courseTitle: 'Survival analysis in R',
  userId: 'u1',
  userName: 'Dr. Lina Haddad',
  status: 'completed',
  progress: 100,
  updatedAt: '2026-11-23T08:00:00.000Z',
  bestScore: 86,
  projectStatus: 'accepted',
  projectSubmissionId: '7',
  certificate: { id: 'cert1', code: 'MNR-7K4P-X9QD', status: 'valid' },
};
const who = 'Dr. Lina Haddad, Survival analysis in R';

/** The learning cell of one enrollment row, as the table shows it. */
function Cells({ row }: { row: AdminEnrollment }) {
  return <LearningCell enrollment={row} who={who} onToggleCertificate={() => {}} certificateBusy={false} />;
}

const meta = {
  title: 'Site/Admin/EnrollmentLearning',
  component: Cells,
  args: { row: enrollment },
} satisfies Meta<typeof Cells>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Certified: Story = {};
export const Revoked: Story = {
  args: { row: { ...enrollment, certificate: { id: 'cert1', code: 'MNR-7K4P-X9QD', status: 'revoked' } } },
};
export const NothingYet: Story = {
  args: { row: { ...enrollment, bestScore: null, projectStatus: null, projectSubmissionId: null, certificate: null } },
};
