import styled from '@emotion/styled';
import { ANNUAL_DISCOUNT, monthlyPrice, RECOMMENDED_PLAN, SUCCESS_TOASTS, type PricingView } from '@manara/contracts';
import { Button, PricingTable, toast, VisuallyHidden, type PricingTier } from '@manara/ui';
import { useMemo, useState } from 'react';
import { useCountry } from '../../country';
import { PLAN_DETAILS } from '../plan-details';
import { toggleBillingView, toggleProjectView } from '../pricing-view';

const Controls = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[3],
  marginBottom: theme.space[4],
}));

const ViewNote = styled.p(({ theme }) => ({
  textAlign: 'center',
  color: theme.colors.textMuted,
  marginBottom: theme.space[8],
}));

const VIEW_NOTES: Record<PricingView, string> = {
  monthly: 'Monthly billing: cancel any time.',
  annual: `Annual billing: 12 months less ${Math.round(ANNUAL_DISCOUNT * 100)}%, paid once a year.`,
  project: 'Project pricing: one scoped project, billed once at the plan rate.',
};

/** Until the country is known the amounts hold their place, unseen (the design system's data-slot). */
const PendingPrices = styled.div({
  '&[data-prices="pending"] [data-slot="amount"], &[data-prices="pending"] [data-slot="suffix"]': {
    visibility: 'hidden',
  },
});

/**
 * The pricing table (spec §2, §4) in the visitor's currency: the Annual billing toggle switches
 * monthly/annual, the Project pricing button toggles project/monthly; choosing a plan shows the
 * Checkout ready toast (there is no real checkout).
 */
export function PricingPlans() {
  const [view, setView] = useState<PricingView>('monthly');
  const { country, currency, ready } = useCountry();

  const tiers = useMemo<PricingTier[]>(
    () =>
      PLAN_DETAILS.map(({ plan, tagline, features }) => ({
        plan,
        monthly: plan === 'Enterprise' ? null : monthlyPrice(country, plan),
        description: tagline,
        features,
      })),
    [country],
  );

  return (
    <>
      <Controls role="group" aria-label="Billing options">
        <Button
          variant={view === 'annual' ? 'primary' : 'outline'}
          aria-pressed={view === 'annual'}
          onClick={() => setView(toggleBillingView)}
        >
          Annual billing (save {Math.round(ANNUAL_DISCOUNT * 100)}%)
        </Button>
        <Button
          variant={view === 'project' ? 'primary' : 'outline'}
          aria-pressed={view === 'project'}
          onClick={() => setView(toggleProjectView)}
        >
          Project pricing
        </Button>
      </Controls>
      <ViewNote aria-live="polite">{VIEW_NOTES[view]}</ViewNote>
      {/* The plans' card titles are h3: this keeps the outline from jumping from the page's h1. */}
      <VisuallyHidden as="h2">Plans and prices</VisuallyHidden>
      {/* One tree whether or not the country is known: the table keeps its box and only the
          amounts appear, so nothing moves (and a reader without JavaScript still sees the plans). */}
      <PendingPrices data-prices={ready ? 'ready' : 'pending'} aria-busy={!ready || undefined}>
        {ready ? null : <VisuallyHidden role="status">Loading prices for your country</VisuallyHidden>}
        <PricingTable
          currency={currency}
          tiers={tiers}
          view={view}
          onViewChange={setView}
          showViewSwitch={false}
          recommended={RECOMMENDED_PLAN}
          onSelectTier={() => toast.success(SUCCESS_TOASTS.checkout)}
        />
      </PendingPrices>
    </>
  );
}
