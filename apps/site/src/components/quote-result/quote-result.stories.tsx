import type { QuoteResult as Quote } from '@manara/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteResult } from './quote-result';

const quote: Quote = {
  answers: {
    dataType: 'SPSS',
    sampleSize: '420 patients',
    variables: 'HbA1c, age, sex, insulin use',
    objectives: 'Does nurse-led follow-up lower HbA1c at 12 months?',
    deliverables: ['Statistical analysis plan', 'Narrative report'],
    timeline: '4 weeks',
    budget: '500-2,000',
  },
  country: 'SA',
  email: 'hana@clinic.example',
};

const meta = {
  title: 'Site/QuoteResult',
  component: QuoteResult,
  args: { quote },
  decorators: [(Story) => <div style={{ maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof QuoteResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The middle band: the product's Pro plan, in riyals. */
export const Pro: Story = {};

/** A budget over the top band: Enterprise, priced per contract. */
export const Enterprise: Story = {
  args: { quote: { ...quote, country: 'UK', answers: { ...quote.answers, budget: 'Over 5,000' } } },
};
