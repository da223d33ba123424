import styled from '@emotion/styled';
import { ThemeProvider } from '@manara/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ThemeModeProvider } from '@/lib/theme';
import { storageKeys } from '@/lib/storage';
import { ThemeControl } from './header-controls';

/** A styled component elsewhere on the page, reading colours and a shadow from the theme. */
const Themed = styled.p(({ theme }) => ({ color: theme.colors.text, boxShadow: theme.shadows.sm }));

/** Every commit of the styled component's subtree: its mount, then one per re-render. */
let themedRenders = 0;
const countRender = () => {
  themedRenders += 1;
};

describe('the header theme toggle', () => {
  beforeEach(() => {
    window.localStorage.setItem(storageKeys.theme, 'light');
    document.documentElement.className = '';
    themedRenders = 0;
  });

  it('switches the dark class on <html> and storage, and re-renders no styled component', async () => {
    // The same nesting as app/providers.tsx.
    render(
      <ThemeProvider>
        <ThemeModeProvider>
          <ThemeControl />
          <Profiler id="themed" onRender={countRender}>
            <Themed>Themed text</Themed>
          </Profiler>
        </ThemeModeProvider>
      </ThemeProvider>,
    );
    const text = screen.getByText('Themed text');
    const classBefore = text.className;
    expect(themedRenders).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(window.localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(window.localStorage.getItem(storageKeys.theme)).toBe('light');

    // The colours changed through the class alone: same render, same generated CSS class.
    expect(themedRenders).toBe(1);
    expect(screen.getByText('Themed text').className).toBe(classBefore);
  });
});
