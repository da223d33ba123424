import { Lead, Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/Lead',
  component: Lead,
  args: {
    children: 'One account for your dashboard, courses, projects and certificates.',
    size: 'lg',
  },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg', 'xl'] } },
} satisfies Meta<typeof Lead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const UnderEachHeading: Story = {
  render: () => (
    <Stack gap={8}>
      <Stack gap={3}>
        <h1 style={{ margin: 0 }}>Clinical research, done right</h1>
        <Lead size="xl">Statistics, writing and training for clinicians, from the protocol to the paper.</Lead>
      </Stack>
      <Stack gap={2}>
        <h2 style={{ margin: 0 }}>Something went wrong</h2>
        <Lead>This page could not be shown. Please try again, or start again from the home page.</Lead>
      </Stack>
      <Stack gap={2}>
        <h3 style={{ margin: 0 }}>Assessment</h3>
        <Lead size="md">Answer every question, then submit your answers.</Lead>
      </Stack>
    </Stack>
  ),
};
