import { render, type RenderOptions } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { expect } from 'vitest';
import { ThemeProvider } from '../components/theme-provider';

/**
 * Renders inside the real ThemeProvider, so styles are built exactly as in the app. Colours are
 * custom properties, which jsdom does not resolve: contrast is checked on the tokens and in a browser.
 */
export function renderWithTheme(ui: ReactElement, options: RenderOptions = {}) {
  const wrapper = ({ children }: { children?: ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;
  return render(ui, { wrapper, ...options });
}

/** Fails with the rule ids and targets of every axe violation. Colour contrast needs a real browser. */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(violations).toEqual([]);
}
