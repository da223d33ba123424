import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../../../../tests/helpers/render';
import { ReviewCard } from './review-card';

describe('ReviewCard', () => {
  it('quotes the client with name, service and rating', async () => {
    const { container } = renderWithTheme(
      <ReviewCard
        review={{ name: 'Dr. Lina', service: 'Data Analysis', rating: 5, quote: 'Clear and fast.' }}
        byline="Riyadh"
      />,
    );
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Clear and fast.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Dr. Lina')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
