import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { Stack } from './stack';

describe('Stack', () => {
  it('lays out children in a row with a gap and can be a list without bullets or indent', () => {
    renderWithTheme(
      <Stack as="ul" direction="row" gap={2} aria-label="Actions">
        <li>One</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Actions' });
    expect(getComputedStyle(list).flexDirection).toBe('row');
    expect(getComputedStyle(list).gap).toBe('0.5rem');
    expect(getComputedStyle(list).listStyle).toBe('none');
    expect(getComputedStyle(list).padding).toBe('0px');
  });
});
