import type { Meta, StoryObj } from '@storybook/react-vite';
import { PortfolioCard } from './portfolio-card';

const sepsisProject = {
  title: 'Sepsis bundle compliance across 12 ICUs',
  domain: 'Critical care',
  year: 2024,
  summary: 'Multilevel models of bundle compliance and 28-day mortality in a regional registry.',
  tags: ['Mixed models', 'R', 'Registry'],
};

const meta = {
  title: 'Site/PortfolioCard',
  component: PortfolioCard,
  args: { project: sepsisProject },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof PortfolioCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutTags: Story = { args: { project: { ...sepsisProject, tags: [] } } };
