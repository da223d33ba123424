import { COUNTRIES, RECOMMENDED_PLAN, currencyFor, type CountryCode } from '@manara/contracts';
import { CountrySelect, PricingTable, Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { pricingTiers } from './support/sample-data';

const meta = {
  title: 'Data/PricingTable',
  component: PricingTable,
  args: { currency: 'USD', tiers: pricingTiers('USD'), recommended: RECOMMENDED_PLAN, onSelectTier: fn() },
  argTypes: { currency: { control: 'select', options: COUNTRIES.map((c) => c.currency) } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Tiers priced in the visitor\'s currency. Annual = 12 × monthly − 15 % (contracts\' `annualPrice`); Enterprise shows "Custom"; the recommended tier is highlighted. Prices come in as props.',
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
  render: (args) => <PricingTable {...args} tiers={pricingTiers(args.currency)} />,
} satisfies Meta<typeof PricingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {};
export const Annual: Story = { args: { defaultView: 'annual' } };
export const Project: Story = { args: { defaultView: 'project' } };
export const Egypt: Story = { args: { currency: 'EGP' } };
export const SaudiArabiaAnnual: Story = { args: { currency: 'SAR', defaultView: 'annual' } };
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
