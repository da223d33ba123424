import { MESSAGES } from '@manara/contracts';
import { NumberField } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from './support/form-harness';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { name: 'progress', label: 'Progress', min: 0, max: 100, step: 20 },
  render: (args) => (
    <FormHarness defaultValues={{ progress: 40 }}>
      <NumberField {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Between 0 and 100.' } };
export const Error: Story = {
  render: (args) => (
    <FormHarness defaultValues={{ progress: 140 }} errors={{ progress: MESSAGES.progressRange }}>
      <NumberField {...args} />
    </FormHarness>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
