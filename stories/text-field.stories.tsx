import { MESSAGES } from '@manara/contracts';
import { TextField } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inHarness } from './support/form-harness';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { name: 'email', label: 'Email', type: 'email', placeholder: 'you@hospital.org' },
  render: inHarness(TextField, { email: '' }),
  parameters: {
    docs: {
      description: {
        component:
          'Bound to react-hook-form through `control` (or a FormProvider). Label, optional hint, error under the field, `aria-invalid` and `aria-describedby`.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We reply within one business day.' } };
export const Required: Story = { args: { required: true } };
export const Error: Story = {
  args: { hint: 'Use your work address.' },
  render: inHarness(TextField, { email: 'not-an-email' }, { email: MESSAGES.invalidEmail }),
};
export const Disabled: Story = { args: { disabled: true } };
export const Password: Story = {
  args: { name: 'password', label: 'Password', type: 'password', placeholder: undefined },
};
