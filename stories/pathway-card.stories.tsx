import { Grid, PathwayCard } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/PathwayCard',
  component: PathwayCard,
  args: { step: 1, title: 'Scope your data', description: 'Tell us the data type, sample size and variables.' },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? 'none' : '20rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof PathwayCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Linked: Story = { args: { href: '#wizard' } };
export const FourPathways: Story = {
  parameters: { wide: true },
  render: () => (
    <Grid columns={{ base: 1, sm: 2, lg: 4 }}>
      <PathwayCard step={1} title="Scope" description="Data essentials and objectives." />
      <PathwayCard step={2} title="Plan" description="A statistical analysis plan you approve." />
      <PathwayCard step={3} title="Analyse" description="Clean, model, check assumptions." />
      <PathwayCard step={4} title="Report" description="Tables, figures and a narrative report." />
    </Grid>
  ),
};
