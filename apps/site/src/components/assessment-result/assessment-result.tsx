import styled from '@emotion/styled';
import type { AssessmentResult as Result } from '@manara/contracts';
import { attemptsLeftMessage, MESSAGES } from '@manara/contracts/messages';
import { Badge, Button, CheckIcon, CloseIcon, unstyledList, cluster, surface } from '@manara/ui';
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
  ...surface(theme),
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

/** Seconds from now until `iso`, or null when there is no such time. */
export const secondsUntil = (iso: string | null): number | null =>
  iso === null ? null : Math.max(0, (Date.parse(iso) - Date.now()) / 1000);

/**
 * One graded attempt: the score against the pass mark, the best score and the attempts left; which
 * questions were wrong only once it passes (before, the count alone, so the key cannot be read out).
 */
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
      {result.results ? (
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
      ) : (
        <Muted>{MESSAGES.assessmentMissedAfterPass}</Muted>
      )}
      <Muted>{attemptsLeftMessage(result.attemptsLeft, secondsUntil(result.nextAttemptAt))}</Muted>
      {onRetake && result.attemptsLeft > 0 ? (
        <div>
          <Button variant={result.passed ? 'outline' : 'primary'} onClick={onRetake}>
            Retake
          </Button>
        </div>
      ) : null}
    </Root>
  );
}
