import styled from '@emotion/styled';
import type { AssessmentStanding } from '@manara/contracts';
import { Badge, Grid } from '@manara/ui';
import type { ComponentPropsWithRef } from 'react';
import { formatScore } from './format-score';

export interface AssessmentSummaryProps extends ComponentPropsWithRef<'div'> {
  /** The member's standing, as the course's learning record gives it. */
  standing: Omit<AssessmentStanding, 'questionCount'>;
}

/** The figures as tiles, each label under its value (the `dt` still comes first: "Attempts: 2"). */
const Figures = styled(Grid)(({ theme }) => ({
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
  const figures = [
    ['Pass mark', `${passMark}%`],
    ['Attempts', attempts],
    ['Last score', formatScore(lastScore)],
    ['Best score', formatScore(bestScore)],
  ] as const;
  return (
    <Root data-slot="assessment-summary" {...props}>
      <Badge tone={passed ? 'success' : attempts > 0 ? 'warning' : 'neutral'}>
        {passed ? 'Passed' : attempts > 0 ? 'Not passed yet' : 'Not taken yet'}
      </Badge>
      <Figures as="dl" columns={{ base: 2, sm: 4 }} gap={4}>
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
    </Root>
  );
}
