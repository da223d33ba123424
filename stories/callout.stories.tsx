import { Callout, Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/Callout',
  component: Callout,
  args: { tone: 'info', children: 'Social sign-in is coming soon. For now, only email access is offered.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'danger'] } },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Note: Story = {};
export const Problem: Story = {
  args: { tone: 'danger', role: 'alert', children: 'Answer every question before you submit: 2 and 4 are open.' },
};
export const Success: Story = {
  args: {
    tone: 'success',
    role: 'status',
    children: 'Message sent. Thanks for reaching out. We reply within one business day.',
  },
};
export const All: Story = {
  render: () => (
    <Stack gap={3}>
      <Callout tone="info">Social sign-in is coming soon. For now, only email access is offered.</Callout>
      <Callout tone="success">Message sent. Thanks for reaching out.</Callout>
      <Callout tone="danger">Enter a course title.</Callout>
    </Stack>
  ),
};
