import { MESSAGES } from '@manara/contracts';
import { NumberField } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inHarness } from './support/form-harness';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { name: 'progress', label: 'Progress', min: 0, max: 100, step: 20 },
  render: inHarness(NumberField, { progress: 40 }),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Between 0 and 100.' } };
export const Error: Story = {
  render: inHarness(NumberField, { progress: 140 }, { progress: MESSAGES.progressRange }),
};
export const Disabled: Story = { args: { disabled: true } };
