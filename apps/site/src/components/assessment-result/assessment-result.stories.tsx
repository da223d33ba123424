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

// Before a pass the result tells how many answers were right, not which.
const failed: Result = {
  score: 60,
  correct: 3,
  total: 5,
  passed: false,
  bestScore: 60,
  passMark: 80,
  attempts: 1,
  certificate: null,
  attemptsLeft: 2,
  nextAttemptAt: null,
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
      passed: true,
      attempts: 2,
      attemptsLeft: 1,
      results: [
        { questionId: 'q1', correct: true },
        { questionId: 'q2', correct: true },
        { questionId: 'q3', correct: false },
        { questionId: 'q4', correct: true },
        { questionId: 'q5', correct: true },
      ],
      score: 80,
      correct: 4,
      bestScore: 80,
    },
  },
};

/** The last attempt the allowance gave: no Retake, and when the next one opens. */
export const NoAttemptsLeft: Story = {
  args: {
    result: {
      ...failed,
      attempts: 3,
      attemptsLeft: 0,
      nextAttemptAt: new Date(Date.now() + 5 * 60 * 60 * 1000).toISOString(),
    },
  },
};
