import { FAILURE_TOASTS, SUCCESS_TOASTS } from '@manara/contracts';
import { Button, Stack, toast, TOAST_DURATION, ToastViewport } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';

const meta = {
  title: 'Feedback/Toast',
  component: ToastViewport,
  args: { duration: TOAST_DURATION.default },
  parameters: {
    docs: {
      description: {
        component:
          'One `ToastViewport` per app, then `toast.success({ title, message })` / `toast.error(…)`. 5000 ms by default, `TOAST_DURATION.public` (4.5 s) on public pages, 50 px swipe to dismiss, F8 focuses the toasts. A toast may carry one action (`action: { label, onAction }`, an Undo).',
      },
    },
  },
  render: (args) => (
    <>
      <Stack direction="row" gap={3} wrap>
        <Button onClick={() => toast.success(SUCCESS_TOASTS.reviewSubmitted)}>Show success</Button>
        <Button variant="danger" onClick={() => toast.error(FAILURE_TOASTS.signIn)}>
          Show error
        </Button>
      </Stack>
      <ToastViewport {...args} />
    </>
  ),
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PublicPages: Story = { args: { duration: TOAST_DURATION.public } };

function ToastShowcase() {
  useEffect(() => {
    toast.success(
      {
        title: 'Quote ready',
        message: 'Pro plan recommended. A formal quote follows by e-mail within 1 business day.',
      },
      { autoClose: false },
    );
    toast.error(FAILURE_TOASTS.courseSave, { autoClose: false });
    toast.success(
      { ...SUCCESS_TOASTS.reviewRemoved, action: { label: 'Undo', onAction: () => undefined } },
      { autoClose: false },
    );
    return () => toast.dismiss();
  }, []);
  return <ToastViewport position="top-left" />;
}

/** Both kinds on screen at once, one with its Undo, kept open for visual review. */
export const Showcase: Story = { render: () => <ToastShowcase /> };
