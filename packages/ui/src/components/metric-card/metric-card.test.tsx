import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { MetricCard } from './metric-card';

describe('MetricCard', () => {
  it('formats numbers', async () => {
    const { container } = renderWithTheme(<MetricCard label="Users" value={1204} />);
    expect(screen.getByText('1,204')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it.each([null, undefined])('shows N/A when the value is %s', (value) => {
    renderWithTheme(<MetricCard label="Pending reviews" value={value} />);
    expect(screen.getByText('N/A')).toHaveAttribute('data-state', 'missing');
  });
});
