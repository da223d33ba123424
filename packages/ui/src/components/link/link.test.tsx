import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { Link } from './link';

describe('Link', () => {
  it('opens external links in a new tab only when asked, safely', () => {
    renderWithTheme(
      <>
        <Link href="https://doi.org" newTab>
          DOI
        </Link>
        <Link href="/about" newTab>
          About
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'DOI' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('target');
  });
});
