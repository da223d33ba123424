import { LinkProvider, ThemeProvider, type LinkComponentProps } from '@manara/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CountryProvider } from '../lib/country';
import { LivePreview } from '../lib/preview';
import { SessionProvider } from '../lib/session';
import { ThemeModeProvider } from '../lib/theme';
import { ToastHost } from '../lib/toast-host';

/** The design system's links navigate through react-router (no full page load). */
function AppLink({ href, ...props }: LinkComponentProps) {
  return <RouterLink to={href} {...props} />;
}

/**
 * Every app-wide provider, in one place. The query client is the router's (its loaders prime it):
 * one per browser tab, one per request on the server.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ThemeModeProvider>
            <LinkProvider component={AppLink}>
              <CountryProvider>
                {children}
                <ToastHost />
                <LivePreview />
              </CountryProvider>
            </LinkProvider>
          </ThemeModeProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
