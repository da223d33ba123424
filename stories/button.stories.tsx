import { ArrowRightIcon, Button, Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

/** Each variant and size with the label it carries in the product. */
const VARIANTS = {
  primary: 'Primary',
  secondary: 'Secondary',
  outline: 'Outline',
  ghost: 'Ghost',
  danger: 'Delete',
} as const;
const SIZES = { sm: 'Small', md: 'Medium', lg: 'Large' } as const;
const entries = <K extends string>(table: Record<K, string>) => Object.entries(table) as [K, string][];

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Get Started', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: Object.keys(VARIANTS) },
    size: { control: 'inline-radio', options: Object.keys(SIZES) },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap>
      {entries(VARIANTS).map(([variant, label]) => (
        <Button key={variant} {...args} variant={variant}>
          {label}
        </Button>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} align="center" wrap>
      {entries(SIZES).map(([size, label]) => (
        <Button key={size} {...args} size={size}>
          {label}
        </Button>
      ))}
    </Stack>
  ),
};

export const WithIcon: Story = { args: { children: 'Explore Services', iconEnd: <ArrowRightIcon /> } };

export const Loading: Story = { args: { children: 'Generate quote', loading: true } };

export const Disabled: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap>
      {(['primary', 'outline', 'danger'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          {VARIANTS[variant]}
        </Button>
      ))}
    </Stack>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign In' } };
