import { readFileSync } from 'node:fs';
import path from 'node:path';
import { semanticColors } from '@manara/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage';
import { applyTheme, initialTheme } from './theme-preference';

function mockSystemDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('theme preference', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.className = '';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system preference when nothing is stored', () => {
    mockSystemDark(true);
    expect(initialTheme()).toBe('dark');
    mockSystemDark(false);
    expect(initialTheme()).toBe('light');
  });

  it('lets the stored choice win over the system preference', () => {
    mockSystemDark(true);
    window.localStorage.setItem(storageKeys.theme, 'light');
    expect(initialTheme()).toBe('light');
  });

  it('applies the mode as a dark class on <html> and stores it', () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    // The class is the only switch: no inline color-scheme that could disagree with it.
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(window.localStorage.getItem(storageKeys.theme)).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(window.localStorage.getItem(storageKeys.theme)).toBe('light');
  });

  it('index.html applies the same stored key before the first paint', () => {
    const html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
    expect(html).toContain(`'${storageKeys.theme}'`);
    expect(html).toContain('prefers-color-scheme: dark');
  });

  it('index.html paints the page background of each mode before the app stylesheet loads', () => {
    const html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
    const rule = (selector: string) => new RegExp(`${selector} \\{[^}]*background: ([^;]+);`).exec(html)?.[1];
    expect(rule('html')).toBe(semanticColors.bg.light);
    expect(rule('html\\.dark')).toBe(semanticColors.bg.dark);
  });
});
