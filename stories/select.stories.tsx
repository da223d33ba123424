import { MESSAGES, WIZARD_BUDGETS } from '@manara/contracts';
import { Select } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inHarness } from './support/form-harness';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { name: 'budget', label: 'Budget', placeholder: 'Choose a budget', options: WIZARD_BUDGETS },
  render: inHarness(Select, { budget: '' }),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'In US dollars.' } };
export const Error: Story = {
  render: inHarness(Select, { budget: '' }, { budget: MESSAGES.budgetRequired }),
};
export const Disabled: Story = { args: { disabled: true } };
