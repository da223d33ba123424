import { Skeleton, Spinner, Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Feedback/Spinner and Skeleton',
  component: Spinner,
  args: { size: 'md', label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpinnerDefault: Story = {};
export const SpinnerSizes: Story = {
  render: () => (
    <Stack direction="row" gap={4} align="center">
      <Spinner size="sm" label="Checking session" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </Stack>
  ),
};
export const SkeletonCard: Story = {
  render: () => (
    <div aria-busy="true" style={{ maxWidth: '22rem' }}>
      <Stack gap={3}>
        <Skeleton shape="circle" width={48} height={48} />
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="text" />
        <Skeleton shape="text" width="80%" />
        <Skeleton height="2.5rem" width="8rem" />
      </Stack>
    </div>
  ),
};
