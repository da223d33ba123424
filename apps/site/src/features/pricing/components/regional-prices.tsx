import styled from '@emotion/styled';
import { countryByCode, PLANS, RECOMMENDED_PLAN } from '@manara/contracts';
import { Badge, Grid, surface, cluster } from '@manara/ui';
import { PricesFor } from '@/components/country-select';
import { pendingAmountStyles, viewPriceLabel, VIEW_SUFFIX } from '@/components/pricing-table';
import { useCountry } from '@/lib/country';
import { SCRIPTS_RUN } from '@/lib/scripts-run';
import { planMonthly } from '../pricing-view';
import { PriceStatus } from './price-status';

const Item = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1],
  padding: theme.space[4],
  ...surface(theme),
  '&[data-recommended="true"]': {
    borderColor: theme.colors.accent,
    boxShadow: `inset 0 0 0 1px ${theme.colors.accent}`,
  },
}));

const PlanName = styled.span(({ theme }) => ({
  ...cluster(theme, 2),
  fontWeight: theme.fontWeights.semibold,
}));

const Amount = styled.span(({ theme }) => ({
  alignSelf: 'flex-start',
  fontSize: theme.fontSizes['2xl'],
  fontWeight: theme.fontWeights.bold,
  letterSpacing: theme.letterSpacings.tight,
  whiteSpace: 'nowrap',
  [`${SCRIPTS_RUN} &[data-pending]`]: pendingAmountStyles(theme),
}));

const Period = styled.span(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

const Note = styled.p(({ theme }) => ({
  color: theme.colors.textMuted,
  margin: `${theme.space[4]} 0 ${theme.space[3]}`,
}));

/** Monthly prices of every plan in the visitor's currency, for the service pages. */
export function RegionalPrices() {
  const { country, currency, ready } = useCountry();
  return (
    <div aria-busy={!ready || undefined}>
      <PriceStatus ready={ready} currency={currency} />
      <Grid as="ul" columns={{ base: 2, md: 4 }} gap={3} aria-label={`Monthly prices in ${currency}`}>
        {PLANS.map((plan) => (
          <Item key={plan} data-recommended={plan === RECOMMENDED_PLAN ? 'true' : undefined}>
            <PlanName>
              {plan}
              {plan === RECOMMENDED_PLAN ? <Badge tone="accent">Recommended</Badge> : null}
            </PlanName>
            {/* Until the country is known the amount keeps its box as a placeholder, so nothing moves. */}
            <Amount
              data-testid={ready ? `price-${plan}` : undefined}
              data-pending={ready ? undefined : ''}
              aria-hidden={ready ? undefined : true}
            >
              {viewPriceLabel(planMonthly(country, plan), 'monthly', currency)}
            </Amount>
            <Period>{plan === 'Enterprise' ? 'tailored agreement' : VIEW_SUFFIX.monthly}</Period>
          </Item>
        ))}
      </Grid>
      <Note>
        Prices shown for {countryByCode(country).name} in {currency}. Choose another country to see its local prices.
      </Note>
      <PricesFor />
    </div>
  );
}
