import { MESSAGES, WIZARD_DATA_TYPES } from '@manara/contracts';
import { RadioGroup } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inHarness } from './support/form-harness';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { name: 'dataType', label: 'Data type', options: WIZARD_DATA_TYPES },
  render: inHarness(RadioGroup, { dataType: 'CSV' }),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal', hint: 'The format of your main dataset.' } };
export const Error: Story = {
  args: { required: true },
  render: inHarness(RadioGroup, { dataType: '' }, { dataType: MESSAGES.required }),
};
export const Disabled: Story = { args: { disabled: true } };
