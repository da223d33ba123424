import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manaraTheme } from '../../theme';
import { colorProperty, semanticColors, shadowProperty, shadows, themeCss, type SemanticColorName } from '../../tokens';
import { ThemeProvider } from './theme-provider';

const injectedCss = (styles: Iterable<HTMLStyleElement> = document.querySelectorAll('style')) =>
  Array.from(styles)
    .map((s) => s.textContent)
    .join('');

/** The declarations of one rule in `themeCss`, e.g. `:root.dark`. */
function block(selector: string): string {
  const start = themeCss.indexOf(`${selector} {`);
  return themeCss.slice(start, themeCss.indexOf('}', start));
}

describe('ThemeProvider', () => {
  it('injects every semantic colour and shadow as a custom property, light on :root and dark on :root.dark', () => {
    render(<ThemeProvider />);
    expect(injectedCss()).toContain('--color-bg:');
    const light = block(':root');
    const dark = block(':root.dark');
    expect(light).toContain('color-scheme: light;');
    expect(dark).toContain('color-scheme: dark;');
    for (const name of Object.keys(semanticColors) as SemanticColorName[]) {
      expect(light).toContain(`${colorProperty(name)}: ${semanticColors[name].light};`);
      expect(dark).toContain(`${colorProperty(name)}: ${semanticColors[name].dark};`);
    }
    for (const name of Object.keys(shadows) as Array<keyof typeof shadows>) {
      expect(light).toContain(`${shadowProperty(name)}: ${shadows[name].light};`);
      expect(dark).toContain(`${shadowProperty(name)}: ${shadows[name].dark};`);
    }
  });

  it('gives styles custom-property references, the same in both modes', () => {
    expect(manaraTheme.colors.bg).toBe('var(--color-bg)');
    expect(manaraTheme.colors.accentSubtleText).toBe('var(--color-accent-subtle-text)');
    expect(manaraTheme.shadows.md).toBe('var(--shadow-md)');
    expect(manaraTheme).not.toHaveProperty('mode');
  });

  it('adds the base styles unless the host page owns them', () => {
    const { unmount } = render(<ThemeProvider />);
    expect(injectedCss()).toContain('prefers-reduced-motion');
    expect(injectedCss()).toContain(':focus-visible');
    unmount();
    // Other test files' components leave their own rules in the shared document: only what this
    // render adds counts.
    const before = new Set(document.querySelectorAll('style'));
    render(<ThemeProvider withGlobalStyles={false} />);
    const added = injectedCss(Array.from(document.querySelectorAll('style')).filter((s) => !before.has(s)));
    expect(added).not.toContain(':focus-visible');
    // The custom properties stay: every themed component reads them.
    expect(added).toContain('--color-bg:');
  });
});
