import { DARK_MODE_CLASS } from '@manara/ui';
import { readStorage, storageKeys, writeStorage } from '../storage';

export type ThemeMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

export function readStoredTheme(): ThemeMode | null {
  const stored = readStorage(storageKeys.theme);
  return isThemeMode(stored) ? stored : null;
}

export function systemTheme(): ThemeMode {
  try {
    return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** The stored choice wins, otherwise the system preference. */
export function initialTheme(): ThemeMode {
  return readStoredTheme() ?? systemTheme();
}

/**
 * Applies the mode as the `dark` class on <html> and stores it. The class is the only
 * switch: the design system's stylesheet (`themeCss`) sets the colours and `color-scheme` from it.
 */
export function applyTheme(mode: ThemeMode): void {
  document.documentElement.classList.toggle(DARK_MODE_CLASS, mode === 'dark');
  writeStorage(storageKeys.theme, mode);
}
