import {
  COUNTRIES,
  currencyFor,
  MONTHLY_PRICES,
  PRICED_PLANS,
  PRICING_VIEWS,
  RECOMMENDED_PLAN,
  type CountryCode,
  type CurrencyCode,
} from '@manara/contracts';
import { Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CountrySelect } from '../country-select';
import type { PricingTier } from './pricing';
import { PricingTable } from './pricing-table';

const FEATURES: Record<string, string[]> = {
  Starter: ['Two active projects', 'Statistical analysis plan', 'Email support'],
  Pro: ['Five active projects', 'Results tables and figures', 'Priority review', 'Monthly consultation call'],
  Team: ['Unlimited projects', 'Shared workspace', 'Dedicated statistician'],
  Enterprise: ['Custom contract', 'Hospital systems integration', 'On-site training'],
};

const DESCRIPTIONS: Record<string, string> = {
  Starter: 'For a first study or a thesis.',
  Pro: 'For active research groups.',
  Team: 'For departments with many studies.',
  Enterprise: 'For hospitals and networks.',
};

/** The four tiers with the monthly prices of a currency (Enterprise is "Custom"). */
function pricingTiers(currency: CurrencyCode): PricingTier[] {
  return [
    ...PRICED_PLANS.map((plan) => ({
      plan,
      monthly: MONTHLY_PRICES[currency][plan],
      description: DESCRIPTIONS[plan],
      features: FEATURES[plan],
    })),
    { plan: 'Enterprise', monthly: null, description: DESCRIPTIONS.Enterprise, features: FEATURES.Enterprise },
  ];
}

const meta = {
  title: 'Site/PricingTable',
  component: PricingTable,
  args: {
    currency: 'USD',
    view: 'monthly',
    tiers: pricingTiers('USD'),
    recommended: RECOMMENDED_PLAN,
    onSelectTier: fn(),
    tierHref: (tier) => (tier.monthly === null ? 'mailto:sales@example.com' : undefined),
  },
  argTypes: {
    currency: { control: 'select', options: COUNTRIES.map((c) => c.currency) },
    view: { control: 'inline-radio', options: PRICING_VIEWS },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Tiers priced in the visitor\'s currency. Annual = 12 × monthly − 15 % (contracts\' `annualPrice`); Enterprise shows "Custom" and its Contact sales is a link (a mail to sales); the recommended tier is highlighted. Cards share their rows, so prices and feature lists line up. The page owns the Monthly / Annual / Project control.',
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
  render: (args) => <PricingTable {...args} tiers={pricingTiers(args.currency)} />,
} satisfies Meta<typeof PricingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {};
export const Annual: Story = { args: { view: 'annual' } };
export const Project: Story = { args: { view: 'project' } };
export const Egypt: Story = { args: { currency: 'EGP', view: 'annual' } };
/** Before the visitor's country is known: every price keeps its box as a placeholder. */
export const PricesPending: Story = { args: { pending: true } };
export const WithCountrySelect: Story = {
  render: function Render(args) {
    const [country, setCountry] = useState<CountryCode>('UK');
    const currency = currencyFor(country);
    return (
      <Stack gap={6}>
        <div style={{ maxWidth: '18rem' }}>
          <CountrySelect value={country} onValueChange={setCountry} />
        </div>
        <PricingTable {...args} currency={currency} tiers={pricingTiers(currency)} />
      </Stack>
    );
  },
};
