import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

export type ThemeMode = 'light' | 'dark';

export const DARK_CLASS = 'dark';
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

/** Spec §4: the stored choice wins, otherwise the system preference. */
export function initialTheme(): ThemeMode {
  return readStoredTheme() ?? systemTheme();
}

/** Applies the mode as the `dark` class on <html> (plus `color-scheme`) and stores it (spec §4). */
export function applyTheme(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle(DARK_CLASS, mode === 'dark');
  root.style.colorScheme = mode;
  writeStorage(storageKeys.theme, mode);
}
