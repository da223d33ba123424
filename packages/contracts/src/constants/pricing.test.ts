import { describe, expect, it } from 'vitest';
import { currencyFor } from './countries';
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
    expect(formatPrice(2999, 'EGP')).toMatch(/EGP\s?2,999/);
  });
});
