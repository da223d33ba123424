import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewCard } from './review-card';

const meta = {
  title: 'Site/ReviewCard',
  component: ReviewCard,
  args: {
    name: 'Dr. Lina Haddad',
    byline: 'Cardiology fellow, Riyadh',
    service: 'Data Analysis',
    rating: 4.8,
    quote: 'The analysis plan anticipated every reviewer question. We submitted two weeks early.',
  },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LowRating: Story = { args: { rating: 2.5, byline: undefined, quote: 'Good work, slower than promised.' } };
