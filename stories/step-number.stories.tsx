import { Stack, StepNumber } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/Step number',
  component: StepNumber,
  args: { children: 1 },
} satisfies Meta<typeof StepNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap={4} align="center">
      <StepNumber size="sm">1</StepNumber>
      <StepNumber>2</StepNumber>
    </Stack>
  ),
};
