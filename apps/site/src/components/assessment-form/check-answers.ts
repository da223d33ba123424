import type { AssessmentQuestion } from '@manara/contracts';

/** The form's value per question: the chosen option's index as text ('' or absent until chosen). */
export type AnswerValues = Record<string, string | undefined>;

/** The form field of the question at `index` (question ids may hold characters a field path cannot). */
export const answerField = (index: number) => `q${index}`;

export type AnswerCheck = { complete: true; answers: number[] } | { complete: false; unanswered: number[] };

/**
 * Before submitting, on the client: every question needs one of its own options. The answers go to
 * the server in question order as option indexes; the questions left open are named by position.
 */
export function checkAnswers(questions: readonly AssessmentQuestion[], values: AnswerValues): AnswerCheck {
  const answers: number[] = [];
  const unanswered: number[] = [];
  questions.forEach((question, index) => {
    const raw = values[answerField(index)];
    const choice = raw === undefined || raw === '' ? Number.NaN : Number(raw);
    if (Number.isInteger(choice) && choice >= 0 && choice < question.options.length) answers.push(choice);
    else unanswered.push(index);
  });
  return unanswered.length === 0 ? { complete: true, answers } : { complete: false, unanswered };
}

/** "Question 2 is", "Questions 2 and 5 are", "Questions 1, 3 and 4 are" (1-based). */
export function unansweredSentence(unanswered: readonly number[]): string {
  const numbers = unanswered.map((index) => String(index + 1));
  if (numbers.length === 1) return `Question ${numbers[0]} is not answered yet. Choose an option for it.`;
  const list = `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  return `Questions ${list} are not answered yet. Choose an option for each.`;
}
