import type { AssessmentResult as Result } from '@manara/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssessmentResult } from './assessment-result';

const prompts = {
  q1: 'Which test compares the means of two independent groups?',
  q2: 'What does a 95% confidence interval that crosses 1 mean for a risk ratio?',
  q3: 'Which plot shows time-to-event data?',
  q4: 'What is the null hypothesis of a chi-squared test of independence?',
  q5: 'When is a paired t-test the right choice?',
};

const failed: Result = {
  score: 60,
  correct: 3,
  total: 5,
  passed: false,
  bestScore: 60,
  passMark: 80,
  attempts: 1,
  results: [
    { questionId: 'q1', correct: true },
    { questionId: 'q2', correct: false },
    { questionId: 'q3', correct: true },
    { questionId: 'q4', correct: true },
    { questionId: 'q5', correct: false },
  ],
  certificate: null,
};

const meta = {
  title: 'Site/AssessmentResult',
  component: AssessmentResult,
  args: { result: failed, prompts, onRetake: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof AssessmentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotPassed: Story = {};
export const Passed: Story = {
  args: {
    result: {
      ...failed,
      score: 100,
      correct: 5,
      passed: true,
      bestScore: 100,
      attempts: 2,
      results: failed.results.map((item) => ({ ...item, correct: true })),
    },
  },
};
