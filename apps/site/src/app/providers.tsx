import { LinkProvider, ThemeProvider, type LinkComponentProps } from '@manara/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { CountryProvider } from '@/lib/country';
import { LivePreview } from '@/lib/preview';
import { SessionProvider } from '@/lib/session';
import { ThemeModeProvider } from '@/lib/theme';
import { ToastHost } from '@/lib/toast-host';

/**
 * The design system's links navigate through react-router (no full page load): an `<a href>` whose
 * click the router takes over, built from the two hooks React Router's `<Link>` is made of. `<Link>`
 * itself also carries framework mode's prefetching and route discovery, which a data router never
 * uses but every page downloaded (about 2 KB). The design system hands external addresses,
 * `mailto:` and `#` links to a plain `<a>` (BaseLink), so these are always in-app paths.
 */
function AppLink({ href, onClick, target, ...props }: LinkComponentProps) {
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes from the caller
    <a
      {...props}
      href={useHref(href)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
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
