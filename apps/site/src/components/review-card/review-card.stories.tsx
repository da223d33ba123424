import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewCard } from './review-card';

const linaReview = {
  name: 'Dr. Lina Haddad',
  service: 'Data Analysis',
  rating: 4.8,
  quote: 'The analysis plan anticipated every reviewer question. We submitted two weeks early.',
};

const meta = {
  title: 'Site/ReviewCard',
  component: ReviewCard,
  args: { review: linaReview, byline: 'Cardiology fellow, Riyadh' },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LowRating: Story = {
  args: { review: { ...linaReview, rating: 2.5, quote: 'Good work, slower than promised.' }, byline: undefined },
};
