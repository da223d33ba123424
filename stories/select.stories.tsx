import { MESSAGES, WIZARD_BUDGETS } from '@manara/contracts';
import { Select } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from './support/form-harness';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { name: 'budget', label: 'Budget', placeholder: 'Choose a budget', options: WIZARD_BUDGETS },
  render: (args) => (
    <FormHarness defaultValues={{ budget: '' }}>
      <Select {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'In US dollars.' } };
export const Error: Story = {
  render: (args) => (
    <FormHarness defaultValues={{ budget: '' }} errors={{ budget: MESSAGES.budgetRequired }}>
      <Select {...args} />
    </FormHarness>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
