import { MESSAGES } from '@manara/contracts';
import { Checkbox } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from './support/form-harness';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { name: 'remember', label: 'Remember me' },
  render: (args) => (
    <FormHarness defaultValues={{ remember: false }}>
      <Checkbox {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = {
  render: (args) => (
    <FormHarness defaultValues={{ remember: true }}>
      <Checkbox {...args} />
    </FormHarness>
  ),
};
export const WithHint: Story = { args: { hint: 'Keeps you signed in on this device.' } };
export const Error: Story = {
  args: { name: 'consent', label: 'I agree to receive the newsletter' },
  render: (args) => (
    <FormHarness defaultValues={{ consent: false }} errors={{ consent: MESSAGES.consentRequired }}>
      <Checkbox {...args} />
    </FormHarness>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
