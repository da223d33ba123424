import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectForm } from './project-form';

const meta = {
  title: 'Site/ProjectForm',
  component: ProjectForm,
  args: { onSubmit: () => Promise.resolve() },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProjectForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Resubmission: Story = {
  args: {
    submitLabel: 'Resubmit project',
    defaultValues: {
      title: 'Survival analysis of a kidney transplant cohort',
      description: 'Kaplan–Meier curves and a Cox model on the course data set.',
    },
  },
};
