import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { Grid } from './grid';

describe('Grid', () => {
  it('uses a fixed column count or auto-fill by minimum width', () => {
    renderWithTheme(
      <>
        <Grid columns={3} data-testid="fixed" />
        <Grid minChildWidth="18rem" data-testid="fluid" />
      </>,
    );
    expect(getComputedStyle(screen.getByTestId('fixed')).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(getComputedStyle(screen.getByTestId('fluid')).gridTemplateColumns).toContain('auto-fill');
  });
});
