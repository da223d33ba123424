import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { formatRating, normalizeRating, Rating } from './rating';

describe('Rating', () => {
  it.each([
    [4.8, 'Rated 4.8 out of 5'],
    [4.85, 'Rated 4.9 out of 5'],
    [0, 'Rated 0.0 out of 5'],
    [7, 'Rated 5.0 out of 5'],
    [-1, 'Rated 0.0 out of 5'],
    [Number.NaN, 'Rated 0.0 out of 5'],
  ])('%s reads "%s"', (value, text) => {
    renderWithTheme(<Rating value={value} />);
    expect(screen.getByRole('img', { name: text })).toBeInTheDocument();
  });

  it('draws five stars and fills them to the rating', async () => {
    const { container } = renderWithTheme(<Rating value={3.5} showValue />);
    const img = screen.getByRole('img');
    // Empty row (5) + filled row (5), all hidden from assistive tech behind the label.
    expect(img.querySelectorAll('svg')).toHaveLength(10);
    const filled = img.querySelector<HTMLElement>('[style*="width"]');
    expect(filled?.style.width).toBe('70%');
    expect(screen.getByText('3.5')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('rounds to one decimal', () => {
    expect(normalizeRating(4.849)).toBe(4.8);
    expect(formatRating(4)).toBe('4.0');
  });
});
