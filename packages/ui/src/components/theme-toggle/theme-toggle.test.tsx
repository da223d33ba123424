import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('is a pressed toggle in dark mode and asks for light', async () => {
    const onModeChange = vi.fn();
    const { container } = renderWithTheme(<ThemeToggle mode="dark" onModeChange={onModeChange} />);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(onModeChange).toHaveBeenCalledWith('light');
    await expectNoAxeViolations(container);
  });

  it('asks for dark from light', async () => {
    const onModeChange = vi.fn();
    renderWithTheme(<ThemeToggle mode="light" onModeChange={onModeChange} />);
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button'));
    expect(onModeChange).toHaveBeenCalledWith('dark');
  });
});
