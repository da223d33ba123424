import { MESSAGES, WIZARD_DELIVERABLES } from '@manara/contracts';
import { CheckboxGroup } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inHarness } from './support/form-harness';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: { name: 'deliverables', label: 'Deliverables', options: WIZARD_DELIVERABLES },
  render: inHarness(CheckboxGroup, { deliverables: ['Narrative report'] }),
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Error: Story = {
  render: inHarness(CheckboxGroup, { deliverables: [] }, { deliverables: MESSAGES.deliverablesRequired }),
};
export const Disabled: Story = { args: { disabled: true } };
