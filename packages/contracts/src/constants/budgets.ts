import { countryByCode, type CountryCode, type CurrencyCode } from './countries';
import { WIZARD_BUDGETS } from './options';
import type { Plan } from './plans';
import { ENTERPRISE_PRICE_LABEL, formatPrice, monthlyPrice } from './pricing';

export type WizardBudget = (typeof WIZARD_BUDGETS)[number];

/**
 * The three amounts between the scoping wizard's four budget bands, per currency. They follow the
 * plans' exchange (Pro is 79 USD, 299 SAR and AED, 2,999 EGP, 69 GBP) rounded to amounts a
 * researcher would name. The bands' values stay the WIZARD_BUDGETS entries the server accepts;
 * only what the visitor reads changes with the currency.
 */
export const WIZARD_BUDGET_BOUNDS: Record<CurrencyCode, readonly [number, number, number]> = {
  USD: [500, 2_000, 5_000],
  SAR: [2_000, 7_500, 20_000],
  AED: [2_000, 7_500, 20_000],
  EGP: [20_000, 75_000, 200_000],
  GBP: [400, 1_500, 4_000],
};

/** The band's words in a currency: "Under $500", "SAR 2,000 – SAR 7,500", "Over SAR 20,000". */
export function wizardBudgetLabel(budget: WizardBudget, currency: CurrencyCode): string {
  const [low, middle, high] = WIZARD_BUDGET_BOUNDS[currency].map((amount) => formatPrice(amount, currency));
  const labels: Record<WizardBudget, string> = {
    'Under 500': `Under ${low}`,
    '500-2,000': `${low} – ${middle}`,
    '2,000-5,000': `${middle} – ${high}`,
    'Over 5,000': `Over ${high}`,
  };
  return labels[budget];
}

/** The wizard's budget options in the visitor's currency: "Under $500" … "Over $5,000". */
export function wizardBudgetOptions(currency: CurrencyCode): { value: WizardBudget; label: string }[] {
  return WIZARD_BUDGETS.map((value) => ({ value, label: wizardBudgetLabel(value, currency) }));
}

/**
 * The plan a quote recommends for each budget band, one tier per band: the smallest budget gets
 * Starter, the middle ones Pro and Team, and a project over the top bound is priced per contract
 * (Enterprise). The band's bounds follow the plans' prices in every currency, so the tier fits
 * whichever currency the visitor reads.
 */
export const WIZARD_BUDGET_PLANS: Record<WizardBudget, Plan> = {
  'Under 500': 'Starter',
  '500-2,000': 'Pro',
  '2,000-5,000': 'Team',
  'Over 5,000': 'Enterprise',
};

export interface QuoteRecommendation {
  plan: Plan;
  /** The plan's monthly price in the visitor's currency ("SAR 799"), or null for Enterprise (custom). */
  monthly: string | null;
}

/** The tier a quote recommends for a budget band, priced in the country's currency. */
export function recommendedPlan(budget: WizardBudget, country: CountryCode): QuoteRecommendation {
  const plan = WIZARD_BUDGET_PLANS[budget];
  if (plan === 'Enterprise') return { plan, monthly: null };
  return { plan, monthly: formatPrice(monthlyPrice(country, plan), countryByCode(country).currency) };
}

/** "Team plan, SAR 799 per month" or "Enterprise plan, Custom pricing": the recommendation in one line. */
export function recommendationLine({ plan, monthly }: QuoteRecommendation): string {
  return monthly ? `${plan} plan, ${monthly} per month` : `${plan} plan, ${ENTERPRISE_PRICE_LABEL} pricing`;
}
