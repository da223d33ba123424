import { CheckIcon, Grid, InboxIcon, ServiceCard, StarIcon } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/ServiceCard',
  component: ServiceCard,
  args: {
    title: 'Data analysis',
    summary: 'From raw exports to publication-ready tables and figures, with reproducible code.',
    features: ['Statistical analysis plan', 'Results tables and figures', 'Annotated code'],
    href: '/data-analysis',
    icon: <CheckIcon />,
  },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? 'none' : '24rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutFeatures: Story = { args: { features: [], icon: undefined } };
export const ServicesGrid: Story = {
  parameters: { wide: true },
  render: (args) => (
    <Grid as="ul" aria-label="Services" columns={{ base: 1, md: 3 }}>
      <li>
        <ServiceCard {...args} />
      </li>
      <li>
        <ServiceCard
          {...args}
          title="Research services"
          href="/research-services"
          icon={<InboxIcon />}
          summary="Workgroups and à-la-carte help from idea to publication."
        />
      </li>
      <li>
        <ServiceCard
          {...args}
          title="Online courses"
          href="/courses"
          icon={<StarIcon />}
          summary="Self-paced courses in statistics and research methods."
        />
      </li>
    </Grid>
  ),
};
