import { MESSAGES, WIZARD_DATA_TYPES } from '@manara/contracts';
import { RadioGroup } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from './support/form-harness';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { name: 'dataType', label: 'Data type', options: WIZARD_DATA_TYPES },
  render: (args) => (
    <FormHarness defaultValues={{ dataType: 'CSV' }}>
      <RadioGroup {...args} />
    </FormHarness>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal', hint: 'The format of your main dataset.' } };
export const Error: Story = {
  render: (args) => (
    <FormHarness defaultValues={{ dataType: '' }} errors={{ dataType: MESSAGES.required }}>
      <RadioGroup {...args} required />
    </FormHarness>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
