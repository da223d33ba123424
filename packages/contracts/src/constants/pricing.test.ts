import { describe, expect, it } from 'vitest';
import { COUNTRIES, currencyFor, LOCALE } from './countries';
import { annualPrice, formatPrice, monthlyPrice, studentPrice } from './pricing';

describe('regional pricing', () => {
  it.each([
    ['SA', 'SAR', [149, 299, 799]],
    ['AE', 'AED', [149, 299, 799]],
    ['EG', 'EGP', [1499, 2999, 7999]],
    ['US', 'USD', [39, 79, 199]],
    ['UK', 'GBP', [35, 69, 179]],
  ] as const)('%s pays in %s: Starter, Pro, Team = %j', (country, currency, prices) => {
    expect(currencyFor(country)).toBe(currency);
    expect([monthlyPrice(country, 'Starter'), monthlyPrice(country, 'Pro'), monthlyPrice(country, 'Team')]).toEqual(
      prices,
    );
  });

  it('annual is 12 months less 15 percent', () => {
    expect(annualPrice(79)).toBe(806); // 79 × 12 × 0.85 = 805.8
    expect(annualPrice(2999)).toBe(30590); // 30589.8
  });

  it('student price is 30 percent off the monthly price', () => {
    expect(studentPrice(79)).toBe(55); // 55.3
    expect(studentPrice(149)).toBe(104); // 104.3
  });

  it('formats whole amounts in the currency', () => {
    expect(formatPrice(79, 'USD')).toBe('$79');
    expect(formatPrice(69, 'GBP')).toBe('£69');
    expect(formatPrice(2999, 'EGP')).toBe('EGP\u00a02,999');
  });

  it('writes every price as Intl writes it in English, without asking Intl', () => {
    const amounts = [0, 0.4, 0.5, 1, 2.5, 35, 79, 149.5, 999, 1000, 1499, 12_345, 101_915, 1_234_567, -79, -1499.5];
    for (const { currency } of COUNTRIES) {
      const intl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency, maximumFractionDigits: 0 });
      for (const amount of amounts)
        expect(formatPrice(amount, currency), `${amount} ${currency}`).toBe(intl.format(amount));
    }
  });
});
