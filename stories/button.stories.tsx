import { ArrowRightIcon, Button, Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Get Started', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} align="center" wrap>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Stack>
  ),
};

export const WithIcon: Story = { args: { children: 'Explore Services', iconEnd: <ArrowRightIcon /> } };

export const Loading: Story = { args: { children: 'Generate quote', loading: true } };

export const Disabled: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap>
      <Button {...args} disabled>
        Primary
      </Button>
      <Button {...args} variant="outline" disabled>
        Outline
      </Button>
      <Button {...args} variant="danger" disabled>
        Delete
      </Button>
    </Stack>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign In' } };
