import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssessmentSummary } from './assessment-summary';

const notTaken = { passMark: 80, attempts: 0, lastScore: null, bestScore: null, passed: false };

const meta = {
  title: 'Site/AssessmentSummary',
  component: AssessmentSummary,
  args: { standing: notTaken },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof AssessmentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotTaken: Story = {};
export const NotPassedYet: Story = { args: { standing: { ...notTaken, attempts: 1, lastScore: 40, bestScore: 40 } } };
export const Passed: Story = {
  args: { standing: { ...notTaken, attempts: 3, lastScore: 80, bestScore: 100, passed: true } },
};
