import type { ReactNode } from 'react';
import { LinkProvider, type LinkComponent } from '../link-provider';
import { ThemeProvider } from '../theme-provider';

export interface UiProviderProps {
  /** The app's router link; without it links render a plain `<a href>`. */
  linkComponent?: LinkComponent;
  withGlobalStyles?: boolean;
  children?: ReactNode;
}

/** ThemeProvider and LinkProvider in one, for the app's root. The colour mode is the `dark` class on <html>. */
export function UiProvider({ linkComponent, withGlobalStyles, children }: UiProviderProps) {
  const themed = <ThemeProvider withGlobalStyles={withGlobalStyles}>{children}</ThemeProvider>;
  return linkComponent ? <LinkProvider component={linkComponent}>{themed}</LinkProvider> : themed;
}
