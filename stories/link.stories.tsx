import { Link } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/reviews', children: 'Read all reviews' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Subtle: Story = { args: { variant: 'subtle', children: 'Privacy' } };
export const ExternalNewTab: Story = {
  args: { href: 'https://chat.example.com/manara', newTab: true, children: 'Join the messaging group' },
};
export const InText: Story = {
  render: (args) => (
    <p>
      Not signed in?{' '}
      <Link {...args} href="/auth">
        Sign in to share your experience.
      </Link>
    </p>
  ),
};
