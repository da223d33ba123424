import { Card, CardDescription, CardTitle, Reveal } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Feedback/Reveal',
  component: Reveal,
  args: { offset: 'section' },
  parameters: {
    docs: {
      description: {
        component:
          'Fades in over 0.6 s once 20 % is visible, rising 24 px (hero) or 16 px (section), once. Off under prefers-reduced-motion.',
      },
    },
  },
  render: (args) => (
    <Reveal {...args}>
      <Card>
        <CardTitle>Stay in the research loop</CardTitle>
        <CardDescription>This card faded in when it scrolled into view.</CardDescription>
      </Card>
    </Reveal>
  ),
} satisfies Meta<typeof Reveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {};
export const Hero: Story = { args: { offset: 'hero' } };
