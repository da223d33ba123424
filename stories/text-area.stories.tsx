import { MESSAGES } from '@manara/contracts';
import { TextArea } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inHarness } from './support/form-harness';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { name: 'message', label: 'Message', placeholder: 'How can we help?' },
  render: inHarness(TextArea, { message: '' }),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'At least 10 characters.' } };
export const Error: Story = {
  render: inHarness(TextArea, { message: 'Hi' }, { message: MESSAGES.contactMessage }),
};
export const Disabled: Story = { args: { disabled: true } };
