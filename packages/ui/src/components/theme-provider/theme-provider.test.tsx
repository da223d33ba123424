import { useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../theme';
import { ThemeProvider } from './theme-provider';

function ModeProbe() {
  const theme = useTheme();
  return (
    <p>
      {theme.mode} {theme.colors.bg}
    </p>
  );
}

describe('ThemeProvider', () => {
  it.each(['light', 'dark'] as const)('provides the %s theme and its global styles', (mode) => {
    render(
      <ThemeProvider mode={mode}>
        <ModeProbe />
      </ThemeProvider>,
    );
    const theme = mode === 'dark' ? darkTheme : lightTheme;
    expect(screen.getByText(`${mode} ${theme.colors.bg}`)).toBeInTheDocument();
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('');
    expect(css).toContain('prefers-reduced-motion');
    expect(css).toContain(':focus-visible');
    expect(getComputedStyle(document.body).backgroundColor).not.toBe('');
  });

  it('can leave global styles to the host page', () => {
    render(
      <ThemeProvider withGlobalStyles={false}>
        <ModeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText(/^light/)).toBeInTheDocument();
  });
});
