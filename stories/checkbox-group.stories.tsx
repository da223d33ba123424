import { MESSAGES, WIZARD_DELIVERABLES } from '@manara/contracts';
import { CheckboxGroup } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from './support/form-harness';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: { name: 'deliverables', label: 'Deliverables', options: WIZARD_DELIVERABLES },
  render: (args) => (
    <FormHarness defaultValues={{ deliverables: ['Narrative report'] }}>
      <CheckboxGroup {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Error: Story = {
  render: (args) => (
    <FormHarness defaultValues={{ deliverables: [] }} errors={{ deliverables: MESSAGES.deliverablesRequired }}>
      <CheckboxGroup {...args} />
    </FormHarness>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
