import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRIES, MONTHLY_PRICES, PRICED_PLANS, RECOMMENDED_PLAN, type CurrencyCode } from '@manara/contracts';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { tierAmount, type PricingTier } from './pricing';
import { PricingTable } from './pricing-table';

function tiersFor(currency: CurrencyCode): PricingTier[] {
  return [
    ...PRICED_PLANS.map((plan) => ({ plan, monthly: MONTHLY_PRICES[currency][plan], features: [`${plan} feature`] })),
    { plan: 'Enterprise', monthly: null },
  ];
}

const priceOf = (plan: string) => {
  const tier = screen.getByRole('article', { name: plan });
  return within(tier).getByText((_, el) => el?.getAttribute('data-slot') === 'amount').textContent;
};

/** Spec §9 by hand: monthly, and annual = 12 × monthly − 15 % rounded. */
const expected = {
  SAR: { monthly: ['SAR 149', 'SAR 299', 'SAR 799'], annual: ['SAR 1,520', 'SAR 3,050', 'SAR 8,150'] },
  AED: { monthly: ['AED 149', 'AED 299', 'AED 799'], annual: ['AED 1,520', 'AED 3,050', 'AED 8,150'] },
  EGP: { monthly: ['EGP 1,499', 'EGP 2,999', 'EGP 7,999'], annual: ['EGP 15,290', 'EGP 30,590', 'EGP 81,590'] },
  USD: { monthly: ['$39', '$79', '$199'], annual: ['$398', '$806', '$2,030'] },
  GBP: { monthly: ['£35', '£69', '£179'], annual: ['£357', '£704', '£1,826'] },
} as const;

const normalise = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');

describe('PricingTable', () => {
  it.each(COUNTRIES.map((c) => c.currency))('prices every tier in %s for each view', async (currency) => {
    renderWithTheme(<PricingTable currency={currency} tiers={tiersFor(currency)} recommended={RECOMMENDED_PLAN} />);
    PRICED_PLANS.forEach((plan, i) => expect(normalise(priceOf(plan))).toBe(expected[currency].monthly[i]));
    expect(priceOf('Enterprise')).toBe('Custom');

    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    PRICED_PLANS.forEach((plan, i) => expect(normalise(priceOf(plan))).toBe(expected[currency].annual[i]));
    expect(priceOf('Enterprise')).toBe('Custom');

    await userEvent.click(screen.getByRole('radio', { name: 'Project' }));
    PRICED_PLANS.forEach((plan, i) => expect(normalise(priceOf(plan))).toBe(expected[currency].monthly[i]));
    expect(screen.getAllByText('/ project')).toHaveLength(3);
  });

  it('annual is 12 × monthly less 15 %, rounded, and Enterprise has no amount', () => {
    expect(tierAmount({ plan: 'Pro', monthly: 79 }, 'annual')).toBe(Math.round(79 * 12 * 0.85));
    expect(tierAmount({ plan: 'Pro', monthly: 79, project: 450 }, 'project')).toBe(450);
    expect(tierAmount({ plan: 'Enterprise', monthly: null }, 'annual')).toBeNull();
  });

  it('highlights the recommended tier and reports the chosen tier with the view', async () => {
    const onSelectTier = vi.fn();
    const onViewChange = vi.fn();
    const { container } = renderWithTheme(
      <PricingTable
        currency="USD"
        tiers={tiersFor('USD')}
        recommended="Pro"
        onSelectTier={onSelectTier}
        onViewChange={onViewChange}
      />,
    );
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('Recommended')).toBeInTheDocument();
    expect(pro.closest('li')).toHaveAttribute('data-recommended', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(onViewChange).toHaveBeenCalledWith('annual');
    await userEvent.click(within(pro).getByRole('button', { name: 'Choose Pro' }));
    expect(onSelectTier).toHaveBeenCalledWith(expect.objectContaining({ plan: 'Pro' }), 'annual');
    expect(screen.getByRole('button', { name: 'Contact sales' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('follows a controlled view', () => {
    renderWithTheme(<PricingTable currency="GBP" tiers={tiersFor('GBP')} view="annual" showViewSwitch={false} />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(priceOf('Team')).toBe('£1,826');
  });
});
