import type { AssessmentQuestion } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { formatScore } from '../assessment-summary';
import { answerField, checkAnswers, unansweredSentence } from './check-answers';

const questions: AssessmentQuestion[] = [
  { id: 'a', prompt: 'First?', options: ['x', 'y'] },
  { id: 'b', prompt: 'Second?', options: ['x', 'y', 'z'] },
  { id: 'c', prompt: 'Third?', options: ['x', 'y', 'z', 'w'] },
];

describe('checkAnswers (the assessment form before it submits)', () => {
  it('sends one option index per question, in question order', () => {
    expect(checkAnswers(questions, { [answerField(0)]: '1', [answerField(1)]: '0', [answerField(2)]: '3' })).toEqual({
      complete: true,
      answers: [1, 0, 3],
    });
  });

  it('names every unanswered question by position and sends nothing', () => {
    expect(checkAnswers(questions, { [answerField(1)]: '2' })).toEqual({ complete: false, unanswered: [0, 2] });
    expect(checkAnswers(questions, { [answerField(0)]: '', [answerField(1)]: '0', [answerField(2)]: '1' })).toEqual({
      complete: false,
      unanswered: [0],
    });
  });

  it("treats a value outside the question's own options as unanswered", () => {
    const values = { [answerField(0)]: '2', [answerField(1)]: '-1', [answerField(2)]: '1.5' };
    expect(checkAnswers(questions, values)).toEqual({ complete: false, unanswered: [0, 1, 2] });
  });

  it('says which questions are open, 1-based', () => {
    expect(unansweredSentence([1])).toBe('Question 2 is not answered yet. Choose an option for it.');
    expect(unansweredSentence([0, 2, 3])).toBe('Questions 1, 3 and 4 are not answered yet. Choose an option for each.');
  });

  it('prints scores as whole percent, and a dash before the first attempt', () => {
    expect(formatScore(66.667)).toBe('67%');
    expect(formatScore(null)).toBe('—');
  });
});
