import { Button, ConfirmDialog, Dialog } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Delete this course?',
    description: 'Survival analysis in R will be removed from the catalog for everyone. This cannot be undone.',
    confirmLabel: 'Delete course',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A modal alertdialog: focus starts on Cancel and is trapped, Escape closes, focus returns to the opener. The dialog closes when `onConfirm` resolves and stays open if it throws.',
      },
      story: { inline: false, iframeHeight: 320 },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const PrimaryTone: Story = {
  args: {
    title: 'Approve this review?',
    description: 'It will appear on the public reviews page.',
    confirmLabel: 'Approve',
    tone: 'primary',
  },
};
export const WithTrigger: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete course
        </Button>
        <ConfirmDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};
export const PlainDialog: Story = {
  render: () => (
    <Dialog open onOpenChange={() => {}} title="Leave without saving?" description="Your answers are kept in this tab.">
      <p>Close the dialog to go back to the form.</p>
    </Dialog>
  ),
};
/** `size="lg"` gives reading text (a preview lesson) the width of a column of prose. */
export const ReadingDialog: Story = {
  render: () => (
    <Dialog open onOpenChange={() => {}} title="Lesson 1: What kind of variable is this?" size="lg">
      <p>
        Every analysis starts by naming what was measured. Systolic blood pressure is continuous, NYHA class is ordinal,
        and whether a patient was readmitted within 30 days is binary.
      </p>
      <Button variant="outline">Close preview</Button>
    </Dialog>
  ),
};
