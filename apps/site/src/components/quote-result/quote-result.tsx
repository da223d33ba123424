import styled from '@emotion/styled';
import {
  ENTERPRISE_PRICE_LABEL,
  QUOTE_NEXT_STEP,
  quoteFacts,
  recommendationSentence,
  type QuoteResult as Quote,
} from '@manara/contracts';
import { ButtonLink, Card, Lead, spreadRow } from '@manara/ui';
import { Fragment, type ReactNode, type Ref } from 'react';
import { paths } from '@/config/paths';

const Panel = styled(Card)(({ theme }) => ({
  padding: theme.space[6],
  height: 'auto',
  display: 'grid',
  gap: theme.space[5],
  [theme.mq.md]: { padding: theme.space[8] },
}));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes['2xl'],
  // Focused when the quote appears: clear of the sticky header.
  scrollMarginTop: '6rem',
  '&:focus-visible': { outline: theme.focus.outline, outlineOffset: '4px' },
}));

const Plan = styled.div(({ theme }) => ({
  ...spreadRow(theme, 'center', 4),
  padding: theme.space[4],
  borderRadius: theme.radii.lg,
  background: theme.colors.accentSubtle,
  color: theme.colors.accentSubtleText,
  '& strong': { fontSize: theme.fontSizes.xl },
  '& span': { fontVariantNumeric: 'tabular-nums' },
}));

const Sub = styled.h4(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md }));

const Answers = styled.dl(({ theme }) => ({
  display: 'grid',
  gap: `${theme.space[2]} ${theme.space[4]}`,
  margin: 0,
  [theme.mq.md]: { gridTemplateColumns: '11rem minmax(0, 1fr)' },
  '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold },
  '& dd': { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  [`@media (max-width: ${theme.breakpoints.md - 0.02}px)`]: { '& dd': { marginBottom: theme.space[2] } },
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[3] }));

const Steps = styled.ol(({ theme }) => ({
  margin: 0,
  paddingInlineStart: theme.space[5],
  display: 'grid',
  gap: theme.space[2],
}));

export interface QuoteResultProps {
  quote: Quote;
  /** The heading, focused when the quote appears after Generate quote. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** More to do with the quote (for a member, the order it opened). */
  actions?: ReactNode;
}

/**
 * A scoping wizard's quote as a result the visitor can read and keep: the plan that fits the budget
 * at its price in their currency, every answer they gave, what happens next, and where the copy of
 * the quote was sent. The toast says the same recommendation in one line.
 */
export function QuoteResult({ quote, headingRef, actions }: QuoteResultProps) {
  const { facts, recommendation } = quoteFacts(quote);
  const answers = facts.filter((fact) => fact.label !== 'Recommended plan');
  return (
    <Panel as="section" variant="elevated" aria-labelledby="quote-result-title" data-testid="quote-result">
      <Title id="quote-result-title" ref={headingRef} tabIndex={-1}>
        Your quote
      </Title>
      <Lead size="md">{recommendationSentence(recommendation)}</Lead>
      <Plan>
        <strong>{recommendation.plan} plan</strong>
        <span>
          {recommendation.monthly ? `${recommendation.monthly} per month` : `${ENTERPRISE_PRICE_LABEL} pricing`}
        </span>
      </Plan>
      <Sub>Your answers</Sub>
      <Answers>
        {answers.map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </Answers>
      <Sub>What happens next</Sub>
      <Steps>
        <li>Our analysts read your answers and check that the plan fits your study.</li>
        <li>{QUOTE_NEXT_STEP}</li>
        <li>
          A copy of this quote is on its way to <strong>{quote.email}</strong>.
        </li>
      </Steps>
      <Actions>
        <ButtonLink href={`${paths.pricing}#table`} variant="outline">
          Compare plans
        </ButtonLink>
        {actions}
      </Actions>
    </Panel>
  );
}
