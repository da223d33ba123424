import { Stat, StatGroup } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/Stat',
  component: Stat,
  args: { value: '500+', label: 'Projects' },
  render: (args) => (
    <StatGroup>
      <Stat {...args} />
    </StatGroup>
  ),
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NumbersBand: Story = {
  render: () => (
    <StatGroup>
      <Stat value="500+" label="Projects" />
      <Stat value="120+" label="Publications" />
      <Stat value="4.9/5" label="Rating" />
      <Stat value="10k+" label="Learners" />
    </StatGroup>
  ),
};
