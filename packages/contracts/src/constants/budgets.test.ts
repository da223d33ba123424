import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { WIZARD_BUDGET_BOUNDS, wizardBudgetOptions } from './budgets';
import { WIZARD_BUDGETS } from './options';

/** Intl keeps a currency code and its amount together with a no-break space. */
const labels = (currency: Parameters<typeof wizardBudgetOptions>[0]) =>
  wizardBudgetOptions(currency).map((o) => o.label.replace(/\u00a0/g, ' '));

describe('wizard budget bands', () => {
  it('reads in the visitor’s currency while the values stay the ones the server accepts', () => {
    expect(labels('USD')).toEqual(['Under $500', '$500 – $2,000', '$2,000 – $5,000', 'Over $5,000']);
    expect(labels('EGP')).toEqual([
      'Under EGP 20,000',
      'EGP 20,000 – EGP 75,000',
      'EGP 75,000 – EGP 200,000',
      'Over EGP 200,000',
    ]);
    expect(labels('GBP')[1]).toBe('£400 – £1,500');
    for (const { currency } of COUNTRIES) {
      expect(wizardBudgetOptions(currency).map((o) => o.value)).toEqual([...WIZARD_BUDGETS]);
    }
  });

  it('has rising bounds in every currency', () => {
    for (const { currency } of COUNTRIES) {
      const [low, middle, high] = WIZARD_BUDGET_BOUNDS[currency];
      expect(low).toBeLessThan(middle);
      expect(middle).toBeLessThan(high);
    }
  });
});
