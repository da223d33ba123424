import { ThemeToggle, type ColorMode } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

const meta = {
  title: 'Actions/ThemeToggle',
  component: ThemeToggle,
  args: { mode: 'light', onModeChange: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { args: { mode: 'dark' } };
export const Interactive: Story = {
  render: function Render(args) {
    const [mode, setMode] = useState<ColorMode>('light');
    return <ThemeToggle {...args} mode={mode} onModeChange={setMode} />;
  },
};
