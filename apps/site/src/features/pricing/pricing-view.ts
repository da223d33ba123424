import {
  annualPrice,
  ENTERPRISE_PRICE_LABEL,
  formatPrice,
  monthlyPrice,
  type CountryCode,
  type Plan,
  type PricingView,
} from '@manara/contracts';

/** Spec §4: the toggle switches between monthly and annual (from project it goes to annual). */
export function toggleBillingView(view: PricingView): PricingView {
  return view === 'annual' ? 'monthly' : 'annual';
}

/** Spec §4: the project button toggles between project and monthly. */
export function toggleProjectView(view: PricingView): PricingView {
  return view === 'project' ? 'monthly' : 'project';
}

export const VIEW_PERIOD: Record<PricingView, string> = {
  monthly: 'per month',
  annual: 'per year',
  project: 'per project',
};

/** A plan's price in the view: monthly, 12 months less 15 % for annual, one monthly rate per project. */
export function planAmount(country: CountryCode, plan: Exclude<Plan, 'Enterprise'>, view: PricingView): number {
  const monthly = monthlyPrice(country, plan);
  return view === 'annual' ? annualPrice(monthly) : monthly;
}

export function planPriceLabel(
  country: CountryCode,
  currency: Parameters<typeof formatPrice>[1],
  plan: Plan,
  view: PricingView,
) {
  if (plan === 'Enterprise') return ENTERPRISE_PRICE_LABEL;
  return formatPrice(planAmount(country, plan, view), currency);
}
