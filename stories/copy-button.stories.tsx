import { CopyButton } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { text: '## Outline\n1. Background', label: 'Copy', onCopied: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Ghost: Story = { args: { variant: 'ghost', label: 'Copy abstract' } };
export const Disabled: Story = { args: { disabled: true } };
