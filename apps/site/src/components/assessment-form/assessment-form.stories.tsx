import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssessmentForm } from './assessment-form';

const meta = {
  title: 'Site/AssessmentForm',
  component: AssessmentForm,
  args: {
    onSubmit: () => undefined,
    onCancel: () => undefined,
    questions: [
      {
        id: 'q1',
        prompt: 'Which test compares the means of two independent groups?',
        options: ['Paired t-test', 'Independent samples t-test', 'Chi-squared test', 'Log-rank test'],
      },
      {
        id: 'q2',
        prompt: 'Which plot shows time-to-event data?',
        options: ['Forest plot', 'Kaplan–Meier curve', 'Bland–Altman plot'],
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof AssessmentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Questions: Story = {};
export const Submitting: Story = { args: { submitting: true } };
