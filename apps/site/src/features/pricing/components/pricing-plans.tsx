import styled from '@emotion/styled';
import {
  ANNUAL_DISCOUNT,
  PLANS,
  PRICING_VIEWS,
  RECOMMENDED_PLAN,
  SUCCESS_TOASTS,
  type PlanCopy,
  type PricingView,
  type User,
} from '@manara/contracts';
import { apiRoutes } from '@manara/contracts/routes';
import { SegmentedControl, toast, VisuallyHidden } from '@manara/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { PricesFor } from '@/components/country-select';
import { PricingTable, type PricingTier } from '@/components/pricing-table';
import { paths } from '@/config/paths';
import { useCountry } from '@/lib/country';
// The module itself, not lib/leads' index: the honeypot there would bring zod to this page.
import { toastLeadFailure, submitLead } from '@/lib/leads/submit-lead';
import { useWhenSessionKnown } from '@/lib/session';
import { planDetails } from '../plan-details';
import { chooseView, planMonthly } from '../pricing-view';
import type { PlanChoice } from './plan-email-dialog';
import { PriceStatus } from './price-status';

// With its form library, loaded when a visitor first chooses a plan.
const PlanEmailDialog = lazy(() => import('./plan-email-dialog'));

const Controls = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space[4],
  marginBottom: theme.space[3],
}));

const ViewNote = styled.p(({ theme }) => ({
  textAlign: 'center',
  color: theme.colors.textMuted,
  marginBottom: theme.space[8],
}));

const savePercent = Math.round(ANNUAL_DISCOUNT * 100);

const VIEW_LABELS: Record<PricingView, string> = {
  monthly: 'Monthly',
  annual: `Annual (save ${savePercent}%)`,
  project: 'Project',
};

const VIEW_NOTES: Record<PricingView, string> = {
  monthly: 'Monthly billing: cancel any time.',
  annual: `Annual billing: 12 months less ${savePercent}%, paid once a year.`,
  project: 'Project pricing: one scoped project, billed once at the plan rate.',
};

const SALES_SUBJECT = 'Enterprise plan enquiry';

/** Contact sales opens a mail to the address the site settings publish. */
export function salesMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(SALES_SUBJECT)}`;
}

export interface PricingPlansProps {
  /** The sales address (the site settings' support e-mail); until it is known Contact sales goes to the contact page. */
  salesEmail: string | undefined;
  /** Each plan's tagline and features as an editor wrote them in /cms. */
  plans: PlanCopy[];
}

/**
 * The pricing table in the visitor's currency, with one Monthly / Annual / Project control; a plan's
 * button shows the Checkout ready toast (there is no real checkout), Enterprise's opens a mail to sales.
 * The choice is first recorded for the team (POST /api/plan-choices): a member's at once, a visitor's
 * once they give the address the invoice goes to (or sign in).
 */
export function PricingPlans({ salesEmail, plans }: PricingPlansProps) {
  const [view, setView] = useState<PricingView>('monthly');
  const { country, currency, ready } = useCountry();
  const whenSessionKnown = useWhenSessionKnown();

  const [visitorChoice, setVisitorChoice] = useState<PlanChoice | null>(null);

  const choose = async (user: User | null, tier: PricingTier, chosenView: PricingView) => {
    // A visitor first says where the invoice goes (or signs in): the dialog sends the choice.
    if (!user) {
      const plan = PLANS.find((name) => name === tier.plan);
      if (plan) setVisitorChoice({ plan, cycle: chosenView, country });
      return;
    }
    try {
      const body = { plan: tier.plan, cycle: chosenView, country, sourcePage: window.location.pathname };
      await submitLead(apiRoutes.planChoices.href(), body, 0);
    } catch (error) {
      toastLeadFailure(error);
      return;
    }
    toast.success(SUCCESS_TOASTS.checkout);
  };

  const tiers = useMemo<PricingTier[]>(
    () =>
      planDetails(plans).map(({ plan, tagline, features }) => ({
        plan,
        monthly: planMonthly(country, plan),
        description: tagline,
        features,
      })),
    [country, plans],
  );

  return (
    <>
      <Controls>
        <SegmentedControl
          label="Billing period"
          options={PRICING_VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] }))}
          value={view}
          defaultValue="monthly"
          onValueChange={(chosen) => setView((current) => chooseView(current, chosen))}
          onReselect={(chosen) => setView((current) => chooseView(current, chosen))}
          // Without scripts the monthly prices stay: index.html hides a control that cannot switch.
          data-needs-script=""
        />
        <PricesFor align="center" />
      </Controls>
      <ViewNote aria-live="polite">{VIEW_NOTES[view]}</ViewNote>
      {/* The plans' card titles are h3: this keeps the outline from jumping from the page's h1. */}
      <VisuallyHidden as="h2">Plans and prices</VisuallyHidden>
      <PriceStatus ready={ready} currency={currency} />
      {/* One tree whether or not the country is known: the table keeps its box and only the amounts
          change, so nothing moves (and a reader without JavaScript still sees the plans). */}
      <PricingTable
        currency={currency}
        tiers={tiers}
        view={view}
        pending={!ready}
        recommended={RECOMMENDED_PLAN}
        tierHref={(tier) =>
          tier.monthly === null ? (salesEmail ? salesMailto(salesEmail) : paths.contact) : undefined
        }
        onSelectTier={(tier, chosenView) => whenSessionKnown((user) => void choose(user, tier, chosenView))}
      />
      {visitorChoice ? (
        <Suspense fallback={null}>
          <PlanEmailDialog choice={visitorChoice} onClose={() => setVisitorChoice(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
