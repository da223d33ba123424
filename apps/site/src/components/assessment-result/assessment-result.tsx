import styled from '@emotion/styled';
import type { AssessmentResult as Result } from '@manara/contracts';
import { Badge, Button, CheckIcon, CloseIcon, unstyledList, cluster } from '@manara/ui';
import type { ComponentPropsWithRef, Ref } from 'react';
import { formatScore } from '../assessment-summary';

export interface AssessmentResultProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  result: Result;
  /** The questions' prompts by id, to name each one in the list (the answer key is never shown). */
  prompts: Readonly<Record<string, string>>;
  onRetake?: () => void;
  /** The heading is focused after a submission, so the score is read first. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const Root = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  padding: theme.space[5],
  borderRadius: theme.radii.lg,
  border: theme.elevation.card.border,
  background: theme.colors.surface,
  h3: { fontSize: theme.fontSizes.xl, margin: 0, outline: 'none' },
}));

const Score = styled.p(({ theme }) => ({
  ...cluster(theme, 3),
  margin: 0,
  strong: {
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes['4xl'],
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
}));

const Muted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const Questions = styled.ol(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  gap: theme.space[2],
  li: { display: 'flex', gap: theme.space[2], alignItems: 'baseline' },
  svg: { flexShrink: 0, transform: 'translateY(2px)' },
  '[data-correct="true"] svg': { color: theme.colors.success },
  '[data-correct="false"] svg': { color: theme.colors.danger },
}));

/** One graded attempt: the score against the pass mark, which questions were right, the best score. */
export function AssessmentResult({ result, prompts, onRetake, headingRef, ...props }: AssessmentResultProps) {
  return (
    <Root aria-labelledby="assessment-result-heading" data-slot="assessment-result" {...props}>
      <h3 id="assessment-result-heading" ref={headingRef} tabIndex={-1}>
        Your result
      </h3>
      <Score>
        <strong>{formatScore(result.score)}</strong>
        <Badge tone={result.passed ? 'success' : 'danger'}>{result.passed ? 'Passed' : 'Not passed'}</Badge>
      </Score>
      <Muted>
        {result.correct} of {result.total} correct. The pass mark is {result.passMark}%; your best score is{' '}
        {formatScore(result.bestScore)} after {result.attempts} {result.attempts === 1 ? 'attempt' : 'attempts'}.
      </Muted>
      <Questions aria-label="Your answers">
        {result.results.map((item, index) => (
          <li key={item.questionId} data-correct={item.correct}>
            {item.correct ? <CheckIcon /> : <CloseIcon />}
            <span>
              <strong>
                Question {index + 1}: {item.correct ? 'right' : 'wrong'}.
              </strong>{' '}
              {prompts[item.questionId] ?? ''}
            </span>
          </li>
        ))}
      </Questions>
      {onRetake ? (
        <div>
          <Button variant={result.passed ? 'outline' : 'primary'} onClick={onRetake}>
            Retake
          </Button>
        </div>
      ) : null}
    </Root>
  );
}
