import { Grid, MetricCard } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/MetricCard',
  component: MetricCard,
  args: { label: 'Courses', value: 24 },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? 'none' : '16rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof MetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Missing: Story = { args: { label: 'Pending reviews', value: null, hint: 'Not reported by the server' } };
export const AdminMetrics: Story = {
  parameters: { wide: true },
  render: () => (
    <Grid columns={{ base: 2, md: 3 }} gap={4}>
      <MetricCard label="Courses" value={24} />
      <MetricCard label="Projects" value={58} />
      <MetricCard label="Users" value={1204} />
      <MetricCard label="Enrollments" value={3310} />
      <MetricCard label="Service requests" value={17} />
      <MetricCard label="Pending reviews" value={undefined} />
    </Grid>
  ),
};
