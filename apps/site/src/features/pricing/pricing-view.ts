import { monthlyPrice, type CountryCode, type Plan, type PricingView } from '@manara/contracts';

/** The toggle switches between monthly and annual (from project it goes to annual). */
export function toggleBillingView(view: PricingView): PricingView {
  return view === 'annual' ? 'monthly' : 'annual';
}

/** The project button toggles between project and monthly. */
export function toggleProjectView(view: PricingView): PricingView {
  return view === 'project' ? 'monthly' : 'project';
}

/**
 * The view after a segment of the Monthly / Annual / Project control is chosen. A segment selects
 * its own view, which is where the toggle and the project button lead from any other view; choosing
 * the selected Annual or Project again switches back as they do, to monthly.
 */
export function chooseView(current: PricingView, chosen: PricingView): PricingView {
  if (chosen !== current) return chosen;
  if (chosen === 'annual') return toggleBillingView(current);
  if (chosen === 'project') return toggleProjectView(current);
  return current;
}

/** A plan's monthly price in the country; `null` for Enterprise, which is priced on request. */
export function planMonthly(country: CountryCode, plan: Plan): number | null {
  return plan === 'Enterprise' ? null : monthlyPrice(country, plan);
}
