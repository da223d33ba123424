import { currencyFor, type CountryCode, type CurrencyCode } from './countries';
import { formatNumber } from './numbers';
import type { Plan } from './plans';

/** Plans with a published monthly price; Enterprise shows "Custom" everywhere and is agreed per contract. */
export type PricedPlan = Exclude<Plan, 'Enterprise'>;
export const PRICED_PLANS: readonly PricedPlan[] = ['Starter', 'Pro', 'Team'];

export const MONTHLY_PRICES: Record<CurrencyCode, Record<PricedPlan, number>> = {
  SAR: { Starter: 149, Pro: 299, Team: 799 },
  AED: { Starter: 149, Pro: 299, Team: 799 },
  EGP: { Starter: 1499, Pro: 2999, Team: 7999 },
  USD: { Starter: 39, Pro: 79, Team: 199 },
  GBP: { Starter: 35, Pro: 69, Team: 179 },
};

export const ENTERPRISE_PRICE_LABEL = 'Custom';
export const ANNUAL_DISCOUNT = 0.15;
export const STUDENT_DISCOUNT = 0.3;
/** The tier the pricing table highlights and the wizard's quote recommends. */
export const RECOMMENDED_PLAN: PricedPlan = 'Pro';

export const PRICING_VIEWS = ['monthly', 'annual', 'project'] as const;
export type PricingView = (typeof PRICING_VIEWS)[number];

export function monthlyPrice(country: CountryCode, plan: PricedPlan): number {
  return MONTHLY_PRICES[currencyFor(country)][plan];
}

/** Annual price: 12 months less 15 percent, rounded to whole currency units. */
export function annualPrice(monthly: number): number {
  return Math.round(monthly * 12 * (1 - ANNUAL_DISCOUNT));
}

/** Student price: 30 percent off a monthly plan, rounded to whole currency units. */
export function studentPrice(monthly: number): number {
  return Math.round(monthly * (1 - STUDENT_DISCOUNT));
}

/**
 * What goes before an amount in each currency, as English writes it (`Intl.NumberFormat('en')` with
 * the currency's symbol: "$79", "£69", "SAR 299" with a no-break space). Written here rather than
 * asked of Intl: a page of prices would otherwise pay the locale's data while it starts
 * (docs/decisions/048-no-intl-while-a-page-starts.md); pricing.test.ts holds it equal to Intl.
 */
const CURRENCY_PREFIX: Record<CurrencyCode, string> = {
  SAR: 'SAR\u00a0',
  AED: 'AED\u00a0',
  EGP: 'EGP\u00a0',
  USD: '$',
  GBP: '£',
};

/** A whole amount in its currency: "$1,499", "EGP 2,999" (halves away from zero, as Intl rounds). */
export function formatPrice(amount: number, currency: CurrencyCode): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${CURRENCY_PREFIX[currency]}${formatNumber(Math.round(Math.abs(amount)))}`;
}

/** Course prices are always shown in US dollars, whatever the visitor's country. */
export function formatCoursePrice(amount: number): string {
  return formatPrice(amount, 'USD');
}
