import { Tag, TagList } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/Tag',
  component: Tag,
  args: { children: 'Oncology' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const List: Story = {
  render: () => <TagList aria-label="Tags" tags={['Mixed models', 'R', 'Registry', 'STROBE']} />,
};
