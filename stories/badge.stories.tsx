import { Badge, Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const tones = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const;

const meta = {
  title: 'Content/Badge',
  component: Badge,
  args: { children: 'Pending', tone: 'warning', variant: 'subtle' },
  argTypes: {
    tone: { control: 'select', options: tones },
    variant: { control: 'inline-radio', options: ['subtle', 'outline'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: () => (
    <Stack gap={3}>
      <Stack direction="row" gap={2} wrap>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" gap={2} wrap>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} variant="outline">
            {tone}
          </Badge>
        ))}
      </Stack>
    </Stack>
  ),
};
export const Statuses: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="success">Approved</Badge>
      <Badge tone="danger">Rejected</Badge>
      <Badge tone="info">In review</Badge>
      <Badge tone="accent">In progress</Badge>
      <Badge>Cancelled</Badge>
    </Stack>
  ),
};
