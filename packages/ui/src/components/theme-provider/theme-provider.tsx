import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import type { ColorMode } from '../../tokens';
import { themeFor } from '../../theme';
import { GlobalStyles } from './global-styles';

export interface ThemeProviderProps {
  /** The colour mode; the app decides it (stored choice, else system preference) and passes it in. */
  mode?: ColorMode;
  /** Inject body, heading, link and focus styles. Turn off only when a host page owns them. */
  withGlobalStyles?: boolean;
  children?: ReactNode;
}

export function ThemeProvider({ mode = 'light', withGlobalStyles = true, children }: ThemeProviderProps) {
  return (
    <EmotionThemeProvider theme={themeFor(mode)}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
    </EmotionThemeProvider>
  );
}
