import { LinkProvider, ThemeProvider, TOAST_DURATION, ToastViewport, type LinkComponentProps } from '@manara/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { CountryProvider } from '../features/country';
import { SessionProvider } from '../features/session';
import { ThemeModeProvider } from '../features/theme';
import { createQueryClient } from '../lib/query-client';

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

/** Every app-wide provider, in one place. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
