import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { clampProgress, ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a labelled progressbar from 0 to 100', async () => {
    const { container } = renderWithTheme(<ProgressBar value={60} label="Course progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('60%')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('clamps out-of-range values and marks completion', () => {
    renderWithTheme(<ProgressBar value={140} label="Done" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar').parentElement).toHaveAttribute('data-state', 'complete');
    expect(clampProgress(-5)).toBe(0);
  });
});
