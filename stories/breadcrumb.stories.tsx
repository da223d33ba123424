import { Breadcrumb } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ label: 'Home', href: '/' }, { label: 'Courses', href: '/courses' }, { label: 'Survival analysis in R' }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CourseDetail: Story = {};
export const TwoLevels: Story = {
  args: { items: [{ label: 'Courses', href: '/courses' }, { label: 'Course not found' }] },
};
