import { Rating, Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/Rating',
  component: Rating,
  args: { value: 4.8, showValue: true, size: 'md' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Values: Story = {
  render: () => (
    <Stack gap={2}>
      {[0, 1.5, 3, 4.2, 4.8, 5].map((value) => (
        <Rating key={value} value={value} showValue />
      ))}
    </Stack>
  ),
};
export const Sizes: Story = {
  render: () => (
    <Stack gap={2}>
      <Rating value={4.6} size="sm" showValue />
      <Rating value={4.6} size="md" showValue />
      <Rating value={4.6} size="lg" showValue />
    </Stack>
  ),
};
