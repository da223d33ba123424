import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../hydration';
import { storageKeys } from '../storage';
import { applyTheme, initialTheme, isThemeMode, type ThemeMode } from './theme-preference';

export interface ThemeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

/**
 * The site's light/dark mode. index.html applies the same choice before the first paint;
 * this provider keeps the `dark` class on <html> and browser storage in step. The design system's
 * styles read custom properties that the class switches, so only `useThemeMode` readers (the
 * toggle) re-render on a change.
 *
 * A server-rendered page cannot know the reader's choice: the server and the hydrating render show
 * the light toggle, and the real mode (already on <html> from index.html's script) follows at once.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // null until the reader picks a mode: until then it is the stored or system one, read once hydrated.
  const [chosen, setMode] = useState<ThemeMode | null>(null);
  const mode = chosen ?? (hydrated ? initialTheme() : 'light');

  useEffect(() => {
    if (hydrated) applyTheme(mode);
  }, [hydrated, mode]);

  // A choice made in another tab follows here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.theme && isThemeMode(event.newValue)) setMode(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback(
    () => setMode((current) => ((current ?? initialTheme()) === 'dark' ? 'light' : 'dark')),
    [],
  );
  const value = useMemo<ThemeValue>(() => ({ mode, setMode, toggle }), [mode, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useThemeMode(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  return value;
}
