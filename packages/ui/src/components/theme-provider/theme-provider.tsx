import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { manaraTheme } from '../../theme';
import { GlobalStyles, ThemeVariables } from './global-styles';

export interface ThemeProviderProps {
  /** Inject body, heading, link and focus styles. Turn off only when a host page owns them. */
  withGlobalStyles?: boolean;
  children?: ReactNode;
}

/**
 * Provides the one theme and its custom properties. The colour mode is not a prop: it is the `dark`
 * class on <html> (`DARK_MODE_CLASS`), which the app sets (stored choice, else system preference),
 * so switching it re-renders nothing here.
 */
export function ThemeProvider({ withGlobalStyles = true, children }: ThemeProviderProps) {
  return (
    <EmotionThemeProvider theme={manaraTheme}>
      <ThemeVariables />
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
    </EmotionThemeProvider>
  );
}
