import type { ProjectSubmission } from '@manara/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectStatus } from './project-status';

const submitted: ProjectSubmission = {
  id: '4',
  courseId: 'c1',
  title: 'Survival analysis of a kidney transplant cohort',
  description: 'Kaplan–Meier curves and a Cox model on the course data set.',
  file: { filename: 'transplant-survival.pdf', size: 482_000, url: '/api/project-submissions/4/file' },
  status: 'submitted',
  submittedAt: '2026-11-18T10:00:00.000Z',
};

const meta = {
  title: 'Site/ProjectStatus',
  component: ProjectStatus,
  args: { project: submitted },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProjectStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Submitted: Story = {};
export const ChangesRequested: Story = {
  args: {
    project: {
      ...submitted,
      file: undefined,
      link: 'https://osf.io/abcd1',
      status: 'changes_requested',
      comment: 'Check the proportional hazards assumption and add the Schoenfeld residuals plot.',
      reviewedAt: '2026-11-19T15:00:00.000Z',
    },
  },
};
export const Accepted: Story = {
  args: { project: { ...submitted, status: 'accepted', reviewedAt: '2026-11-19T15:00:00.000Z' } },
};
