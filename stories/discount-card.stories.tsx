import { DiscountCard, Grid } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/DiscountCard',
  component: DiscountCard,
  args: {
    title: 'Student discount',
    amount: '30% off',
    description: 'On every monthly plan, with a valid student e-mail.',
  },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? 'none' : '20rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof DiscountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PricingDiscounts: Story = {
  parameters: { wide: true },
  render: () => (
    <Grid columns={{ base: 1, md: 3 }}>
      <DiscountCard title="Annual billing" amount="15% off" description="Twelve months for the price of 10.2." />
      <DiscountCard title="Student discount" amount="30% off" description="On monthly plans." />
      <DiscountCard title="Workgroups" amount="Cohort" description="Join a four-week cohort and share the cost." />
    </Grid>
  ),
};
