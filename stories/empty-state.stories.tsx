import { ButtonLink, EmptyState } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'Course not found',
    description: 'This course may have been archived. Please explore our catalog.',
    actions: <ButtonLink href="/courses">Back to courses</ButtonLink>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CourseNotFound: Story = {};
export const NoSession: Story = {
  args: {
    title: 'No session',
    description: 'Sign in to see your dashboard.',
    actions: <ButtonLink href="/auth">Sign in</ButtonLink>,
  },
};
export const Plain: Story = {
  args: { variant: 'plain', title: 'No pending reviews', description: undefined, actions: undefined },
};
