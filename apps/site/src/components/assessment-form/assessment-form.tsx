import styled from '@emotion/styled';
import { MESSAGES, type AssessmentQuestion } from '@manara/contracts';
import { Button, Callout, RadioGroup, surface } from '@manara/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { answerField, checkAnswers, unansweredSentence, type AnswerValues } from './check-answers';

export interface AssessmentFormProps {
  questions: readonly AssessmentQuestion[];
  /** Called with one option index per question, in order, once every question is answered. */
  onSubmit: (answers: number[]) => void;
  submitting?: boolean;
  onCancel?: () => void;
}

const Form = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space[5],
  '[data-slot="radio-group"]': {
    padding: theme.space[4],
    ...surface(theme, 'md'),
  },
  legend: { fontWeight: theme.fontWeights.semibold },
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[3] }));

/**
 * The assessment as one form: a fieldset per question (its legend is the prompt) with native radios
 * (Tab reaches a question, the arrow keys choose). Submitting with questions open marks each of them
 * and says which above the button; nothing is sent until every question has an answer.
 */
export function AssessmentForm({ questions, onSubmit, submitting, onCancel }: AssessmentFormProps) {
  const { control, handleSubmit, getValues } = useForm<AnswerValues>({ defaultValues: {} });
  const [problem, setProblem] = useState<string | null>(null);

  // Each open question shows its own message (react-hook-form focuses the first); the sentence
  // above the button names them all, and clears once every question has an answer.
  const report = () => {
    const check = checkAnswers(questions, getValues());
    setProblem(check.complete ? null : unansweredSentence(check.unanswered));
    return check;
  };
  const submit = handleSubmit(() => {
    const check = report();
    if (check.complete) onSubmit(check.answers);
  }, report);

  return (
    <Form noValidate aria-label="Assessment" onSubmit={(event) => void submit(event)}>
      {questions.map((question, index) => (
        <RadioGroup
          key={question.id}
          control={control}
          name={answerField(index)}
          label={`${index + 1}. ${question.prompt}`}
          required
          options={question.options.map((label, option) => ({ value: String(option), label }))}
          rules={{ required: MESSAGES.questionUnanswered }}
        />
      ))}
      {problem ? (
        <Callout tone="danger" role="alert">
          {problem}
        </Callout>
      ) : null}
      <Actions>
        <Button type="submit" loading={submitting}>
          Submit answers
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
