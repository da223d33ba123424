import { MESSAGES } from '@manara/contracts';
import { Checkbox } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inHarness } from './support/form-harness';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { name: 'remember', label: 'Remember me' },
  render: inHarness(Checkbox, { remember: false }),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = {
  render: inHarness(Checkbox, { remember: true }),
};
export const WithHint: Story = { args: { hint: 'Keeps you signed in on this device.' } };
export const Error: Story = {
  args: { name: 'consent', label: 'I agree to receive the newsletter' },
  render: inHarness(Checkbox, { consent: false }, { consent: MESSAGES.consentRequired }),
};
export const Disabled: Story = { args: { disabled: true } };
