import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectSubmissionDetail } from './project-submission-detail';

const submission = {
  id: '7',
  courseId: 'c1',
  title: 'Cox model of readmission after heart failure',
  description: 'A survival analysis of 30-day readmission in a cohort of 1,240 patients, with the R code.',
  file: { filename: 'readmission.pdf', size: 2_516_582, url: '/api/project-submissions/7/file' },
  status: 'submitted' as const,
  submittedAt: '2026-11-22T14:05:00.000Z',
  userId: 'u1',
  memberName: 'Dr. Lina Haddad',
  courseTitle: 'Survival analysis in R',
};

const meta = {
  title: 'Site/Admin/ProjectSubmissionDetail',
  component: ProjectSubmissionDetail,
  args: { submission, onClose: () => {} },
} satisfies Meta<typeof ProjectSubmissionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFile: Story = {};
export const WithLinkAndComment: Story = {
  args: {
    submission: {
      ...submission,
      file: undefined,
      link: 'https://osf.io/abcd',
      status: 'changes_requested',
      comment: 'Please add the proportional hazards check and the Schoenfeld residual plot.',
      reviewedAt: '2026-11-23T08:00:00.000Z',
    },
  },
};
export const NotInTheList: Story = { args: { submission: undefined } };
