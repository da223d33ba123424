import { ThemeProvider } from '@manara/ui';
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
 * this provider keeps <html>, browser storage and the design system's ThemeProvider in step.
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
  return (
    <ThemeContext.Provider value={value}>
      <ThemeProvider mode={mode}>{children}</ThemeProvider>
    </ThemeContext.Provider>
  );
}

export function useThemeMode(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  return value;
}
