import styled from '@emotion/styled';
import type { CourseLearning } from '@manara/contracts';
import { Badge } from '@manara/ui';
import type { ComponentPropsWithRef } from 'react';
import { formatScore } from './format-score';

export interface AssessmentSummaryProps extends ComponentPropsWithRef<'div'> {
  /** The member's standing, as the course's learning record gives it. */
  standing: Omit<CourseLearning['assessment'], 'questionCount'>;
}

const Figures = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space[4],
  margin: 0,
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  div: {
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: theme.space[1],
    padding: theme.space[3],
    borderRadius: theme.radii.md,
    background: theme.colors.bgSubtle,
    border: `1px solid ${theme.colors.border}`,
  },
  dt: { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
  dd: {
    margin: 0,
    fontSize: theme.fontSizes['2xl'],
    fontWeight: theme.fontWeights.semibold,
    fontVariantNumeric: 'tabular-nums',
  },
}));

const Root = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[3], justifyItems: 'start' }));

/** A member's standing on a course's assessment: the pass mark, attempts, last and best score. */
export function AssessmentSummary({ standing, ...props }: AssessmentSummaryProps) {
  const { passMark, attempts, lastScore, bestScore, passed } = standing;
  return (
    <Root data-slot="assessment-summary" {...props}>
      <Badge tone={passed ? 'success' : attempts > 0 ? 'warning' : 'neutral'}>
        {passed ? 'Passed' : attempts > 0 ? 'Not passed yet' : 'Not taken yet'}
      </Badge>
      <Figures>
        <div>
          <dt>Pass mark</dt>
          <dd>{passMark}%</dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{attempts}</dd>
        </div>
        <div>
          <dt>Last score</dt>
          <dd>{formatScore(lastScore)}</dd>
        </div>
        <div>
          <dt>Best score</dt>
          <dd>{formatScore(bestScore)}</dd>
        </div>
      </Figures>
    </Root>
  );
}
