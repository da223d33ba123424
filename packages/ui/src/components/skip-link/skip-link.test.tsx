import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first tab stop and points at the main content', async () => {
    renderWithTheme(
      <>
        <SkipLink />
        <button type="button">Menu</button>
        <main id="main">Content</main>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link')).toHaveAttribute('href', '#main');
  });
});
