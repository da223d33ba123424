import type { CurrencyCode } from './countries';
import { WIZARD_BUDGETS } from './options';
import { formatPrice } from './pricing';

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

/** The wizard's budget options in the visitor's currency: "Under $500" … "Over $5,000". */
export function wizardBudgetOptions(currency: CurrencyCode): { value: WizardBudget; label: string }[] {
  const [low, middle, high] = WIZARD_BUDGET_BOUNDS[currency].map((amount) => formatPrice(amount, currency));
  const labels = [`Under ${low}`, `${low} – ${middle}`, `${middle} – ${high}`, `Over ${high}`];
  return WIZARD_BUDGETS.map((value, index) => ({ value, label: labels[index] as string }));
}
