import { SegmentedControl } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Billing period',
    defaultValue: 'monthly',
    options: [
      { value: 'monthly', label: 'Monthly' },
      { value: 'annual', label: 'Annual' },
      { value: 'project', label: 'Project' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AnnualSelected: Story = { args: { defaultValue: 'annual' } };
