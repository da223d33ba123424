import type { ReactNode } from 'react';
import type { ColorMode } from '../../tokens';
import { LinkProvider, type LinkComponent } from '../link-provider';
import { ThemeProvider } from '../theme-provider';

export interface UiProviderProps {
  mode?: ColorMode;
  /** The app's router link; without it links render a plain `<a href>`. */
  linkComponent?: LinkComponent;
  withGlobalStyles?: boolean;
  children?: ReactNode;
}

/** ThemeProvider and LinkProvider in one, for the app's root. */
export function UiProvider({ mode, linkComponent, withGlobalStyles, children }: UiProviderProps) {
  const themed = (
    <ThemeProvider mode={mode} withGlobalStyles={withGlobalStyles}>
      {children}
    </ThemeProvider>
  );
  return linkComponent ? <LinkProvider component={linkComponent}>{themed}</LinkProvider> : themed;
}
