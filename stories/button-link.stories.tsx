import { ArrowRightIcon, ButtonLink, Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Actions/ButtonLink',
  component: ButtonLink,
  args: { href: '/pricing', children: 'Get Started' },
  parameters: {
    docs: {
      description: {
        component:
          'A link styled as a button. In-app paths go through the LinkProvider (the router); `http…`, `mailto:` and `#anchor` links always render a plain `<a>`.',
      },
    },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HeroActions: Story = {
  render: () => (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
      <ButtonLink href="/pricing" size="lg" iconEnd={<ArrowRightIcon />}>
        Get Started
      </ButtonLink>
      <ButtonLink href="#services" size="lg" variant="outline">
        Explore Services
      </ButtonLink>
    </Stack>
  ),
};

export const MailLink: Story = {
  args: { href: 'mailto:support@manara.example', variant: 'secondary', children: 'Book a consult by mail' },
};
