import { LinkProvider, ThemeProvider, TOAST_DURATION, ToastViewport, type LinkComponentProps } from '@manara/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { CountryProvider } from '../features/country';
import { SessionProvider } from '../features/session';
import { ThemeModeProvider } from '../features/theme';

/** The design system's links navigate through react-router (no full page load). */
function AppLink({ href, ...props }: LinkComponentProps) {
  return <RouterLink to={href} {...props} />;
}

/** Public pages show toasts for 4.5 s; the dashboard and admin keep the toast system's default (spec §9). */
function Toasts() {
  const { pathname } = useLocation();
  const member = pathname.startsWith(paths.dashboard) || pathname.startsWith(paths.admin);
  const duration = member ? TOAST_DURATION.default : TOAST_DURATION.public;
  return <ToastViewport duration={duration} />;
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
                <Toasts />
              </CountryProvider>
            </LinkProvider>
          </ThemeModeProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
