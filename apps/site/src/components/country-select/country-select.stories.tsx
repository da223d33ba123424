import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CountrySelect } from './country-select';

const meta = {
  title: 'Site/CountrySelect',
  component: CountrySelect,
  args: { value: 'US', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HeaderCompact: Story = { args: { hideLabel: true, showCurrency: false, value: 'SA' } };
export const Disabled: Story = { args: { disabled: true } };
