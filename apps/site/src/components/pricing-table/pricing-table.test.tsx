import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COUNTRIES,
  MONTHLY_PRICES,
  PRICED_PLANS,
  PRICING_VIEWS,
  RECOMMENDED_PLAN,
  type CurrencyCode,
} from '@manara/contracts';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../../../../tests/helpers/render';
import { viewAmount, type PricingTier } from './pricing';
import { PricingTable } from './pricing-table';

function tiersFor(currency: CurrencyCode): PricingTier[] {
  return [
    ...PRICED_PLANS.map((plan) => ({ plan, monthly: MONTHLY_PRICES[currency][plan], features: [`${plan} feature`] })),
    { plan: 'Enterprise', monthly: null, features: ['Custom agreement'] },
  ];
}

const priceOf = (plan: string) => {
  const tier = screen.getByRole('article', { name: plan });
  return within(tier).getByText((_, el) => el?.getAttribute('data-slot') === 'amount').textContent;
};

/** The price table by hand: monthly, and annual = 12 × monthly − 15 % rounded. */
const expected = {
  SAR: { monthly: ['SAR 149', 'SAR 299', 'SAR 799'], annual: ['SAR 1,520', 'SAR 3,050', 'SAR 8,150'] },
  AED: { monthly: ['AED 149', 'AED 299', 'AED 799'], annual: ['AED 1,520', 'AED 3,050', 'AED 8,150'] },
  EGP: { monthly: ['EGP 1,499', 'EGP 2,999', 'EGP 7,999'], annual: ['EGP 15,290', 'EGP 30,590', 'EGP 81,590'] },
  USD: { monthly: ['$39', '$79', '$199'], annual: ['$398', '$806', '$2,030'] },
  GBP: { monthly: ['£35', '£69', '£179'], annual: ['£357', '£704', '£1,826'] },
} as const;

const normalise = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');

describe('PricingTable', () => {
  it.each(COUNTRIES.map((c) => c.currency))('prices every tier in %s for each view', (currency) => {
    const { rerender } = renderWithTheme(
      <PricingTable currency={currency} tiers={tiersFor(currency)} view="monthly" />,
    );
    PRICED_PLANS.forEach((plan, i) => expect(normalise(priceOf(plan))).toBe(expected[currency].monthly[i]));
    expect(priceOf('Enterprise')).toBe('Custom');

    rerender(<PricingTable currency={currency} tiers={tiersFor(currency)} view="annual" />);
    PRICED_PLANS.forEach((plan, i) => expect(normalise(priceOf(plan))).toBe(expected[currency].annual[i]));
    expect(priceOf('Enterprise')).toBe('Custom');

    rerender(<PricingTable currency={currency} tiers={tiersFor(currency)} view="project" />);
    PRICED_PLANS.forEach((plan, i) => expect(normalise(priceOf(plan))).toBe(expected[currency].monthly[i]));
    expect(screen.getAllByText('/ project')).toHaveLength(3);
  });

  it('annual is 12 × monthly less 15 %, rounded; a project is the monthly rate; Enterprise has no amount', () => {
    expect(viewAmount(79, 'annual')).toBe(Math.round(79 * 12 * 0.85));
    expect(viewAmount(79, 'project')).toBe(79);
    for (const view of PRICING_VIEWS) expect(viewAmount(null, view)).toBeNull();
  });

  it('highlights the recommended tier; plans get a button, Contact sales the link it is given', async () => {
    const onSelectTier = vi.fn();
    const { container } = renderWithTheme(
      <PricingTable
        currency="USD"
        tiers={tiersFor('USD')}
        view="annual"
        recommended={RECOMMENDED_PLAN}
        onSelectTier={onSelectTier}
        tierHref={(tier) => (tier.monthly === null ? 'mailto:sales@example.com?subject=Enterprise' : undefined)}
      />,
    );
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('Recommended')).toBeInTheDocument();
    expect(pro.closest('li')).toHaveAttribute('data-recommended', 'true');
    await userEvent.click(within(pro).getByRole('button', { name: 'Choose Pro' }));
    expect(onSelectTier).toHaveBeenCalledWith(expect.objectContaining({ plan: 'Pro' }), 'annual');
    expect(screen.queryByRole('button', { name: 'Contact sales' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com?subject=Enterprise',
    );
    await expectNoAxeViolations(container);
  });

  it('every card has the same five rows, so prices and feature lists line up across a row', () => {
    const tiers = tiersFor('USD').map((tier, i) => ({ ...tier, description: 'A longer line. '.repeat(i + 1) }));
    renderWithTheme(<PricingTable currency="USD" tiers={[...tiers, { plan: 'Bare', monthly: 10 }]} view="monthly" />);
    for (const card of screen.getAllByRole('article')) {
      expect(card.children).toHaveLength(5);
      expect(card.children[1]).toHaveAttribute('data-slot', 'price');
    }
  });

  it('while pending keeps every price in place, hidden from screen readers and read as loading', async () => {
    const { container, rerender } = renderWithTheme(
      <PricingTable currency="USD" tiers={tiersFor('USD')} view="monthly" pending />,
    );
    expect(container.querySelector('[data-slot="pricing-table"]')).toHaveAttribute('aria-busy', 'true');
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('$79')).toHaveAttribute('aria-hidden', 'true');
    expect(within(pro).getByText('Price loading')).toBeInTheDocument();
    // Enterprise is the same in every country: it shows at once.
    expect(within(screen.getByRole('article', { name: 'Enterprise' })).queryByText('Price loading')).toBeNull();
    await expectNoAxeViolations(container);

    rerender(<PricingTable currency="EGP" tiers={tiersFor('EGP')} view="monthly" />);
    expect(container.querySelector('[data-slot="pricing-table"]')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Price loading')).not.toBeInTheDocument();
    expect(normalise(priceOf('Pro'))).toBe('EGP 2,999');
  });
});
