import styled from '@emotion/styled';
import type { QueryClient } from '@tanstack/react-query';
import { useRef, type RefObject } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { SiteHeader } from './layout/site-header';
import { RoutePageMeta } from './layout/route-page-meta';
import { useRouteChange } from './layout/use-route-change';
import { Providers } from './providers';
import { LoadWhenNear } from '@/lib/load-when-near';
import type { RouteHandle } from '@/lib/page-meta';

/**
 * The footer is below the fold of every page: its code (its links, the settings and the session it
 * reads) loads when the reader nears it or reaches into it, and until then the server's HTML of it
 * stays as it is, links working (lib/load-when-near.tsx).
 */
const loadFooter = () => import('./layout/site-footer');

const Shell = styled.div({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

const Main = styled.main({ flex: 1, outline: 'none', '&:focus': { outline: 'none' } });

/** The route-change effects, apart: a navigation's loading states re-render this alone, not the layout. */
function RouteChange({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  useRouteChange(mainRef);
  return null;
}

function SiteShell() {
  const mainRef = useRef<HTMLElement>(null);
  const appTitle = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.appTitle)
    .find(Boolean);
  return (
    <Shell>
      <RouteChange mainRef={mainRef} />
      <RoutePageMeta />
      <SiteHeader appTitle={appTitle} />
      <Main id="main" tabIndex={-1} ref={mainRef}>
        <Outlet />
      </Main>
      {appTitle ? null : <LoadWhenNear load={loadFooter} props={{}} />}
    </Shell>
  );
}

export function Layout({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <SiteShell />
    </Providers>
  );
}
