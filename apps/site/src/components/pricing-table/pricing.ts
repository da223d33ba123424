import {
  annualPrice,
  ENTERPRISE_PRICE_LABEL,
  formatPrice,
  type CurrencyCode,
  type PricingView,
} from '@manara/contracts';

export interface PricingTier {
  /** Plan name: Starter, Pro, Team, Enterprise. */
  plan: string;
  /** Monthly price in the currency's whole units; `null` means priced on request ("Custom"). */
  monthly: number | null;
  description?: string;
  features?: readonly string[];
}

/**
 * The amount a price shows in a view: annual is 12 × monthly less 15 % (contracts' annualPrice), a
 * project is billed once at the monthly rate; `null` when the plan is priced on request.
 */
export function viewAmount(monthly: number | null, view: PricingView): number | null {
  if (monthly === null) return null;
  return view === 'annual' ? annualPrice(monthly) : monthly;
}

export function viewPriceLabel(monthly: number | null, view: PricingView, currency: CurrencyCode): string {
  const amount = viewAmount(monthly, view);
  return amount === null ? ENTERPRISE_PRICE_LABEL : formatPrice(amount, currency);
}

export const VIEW_SUFFIX: Record<PricingView, string> = {
  monthly: '/ month',
  annual: '/ year',
  project: '/ project',
};
