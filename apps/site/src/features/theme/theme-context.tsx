import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storageKeys } from '../../lib/storage';
import { applyTheme, initialTheme, isThemeMode, type ThemeMode } from './theme-preference';

export interface ThemeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

/**
 * The site's light/dark mode (spec §4). index.html applies the same choice before the first paint;
 * this provider keeps the `dark` class on <html> and browser storage in step. The design system's
 * styles read custom properties that the class switches, so only `useThemeMode` readers (the
 * toggle) re-render on a change.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(initialTheme);

  useEffect(() => applyTheme(mode), [mode]);

  // A choice made in another tab follows here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.theme && isThemeMode(event.newValue)) setMode(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback(() => setMode((current) => (current === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo<ThemeValue>(() => ({ mode, setMode, toggle }), [mode, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useThemeMode(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  return value;
}
