import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { DiscountCard } from './discount-card';

describe('DiscountCard', () => {
  it('shows the amount, title and description', async () => {
    const { container } = renderWithTheme(
      <DiscountCard title="Student discount" amount="30% off" description="On monthly plans." />,
    );
    expect(screen.getByRole('heading', { name: 'Student discount' })).toBeInTheDocument();
    expect(screen.getByText('30% off')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
