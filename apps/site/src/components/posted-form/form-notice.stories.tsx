import { FAILURE_TOASTS, MESSAGES, SUCCESS_TOASTS } from '@manara/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormNotice } from './form-notice';

const meta = {
  title: 'Site/FormNotice',
  component: FormNotice,
  args: { notice: { ...SUCCESS_TOASTS.messageSent, ok: true } },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof FormNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form posted without scripts, answered by the server: sent. */
export const Sent: Story = {};

/** Refused, in the server's words. */
export const Refused: Story = {
  args: { notice: { title: FAILURE_TOASTS.leadSubmit.title, message: MESSAGES.tooManySubmissions, ok: false } },
};
