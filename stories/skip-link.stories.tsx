import { SkipLink } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  parameters: { docs: { description: { component: 'Hidden until focused: press Tab in the canvas to see it.' } } },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: '6rem' }}>
      <SkipLink {...args} />
      <p>Press Tab to reveal the skip link.</p>
      <main id="main" tabIndex={-1}>
        Main content
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Focused: Story = {
  render: (args) => (
    <div style={{ position: 'relative', minHeight: '6rem' }}>
      <SkipLink {...args} style={{ transform: 'none' }} />
    </div>
  ),
};
