import { ProgressBar, Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 40, label: 'Course progress', showValue: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 20 } } },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const States: Story = {
  render: () => (
    <Stack gap={4}>
      <ProgressBar value={0} label="Not started" />
      <ProgressBar value={60} label="In progress" />
      <ProgressBar value={100} label="Completed" size="lg" />
    </Stack>
  ),
};
export const HiddenLabel: Story = { args: { hideLabel: true, label: 'Module 2 progress' } };
