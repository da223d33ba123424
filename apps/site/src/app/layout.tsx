import styled from '@emotion/styled';
import type { QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { RoutePageMeta } from './layout/route-page-meta';
import { useRouteChange } from './layout/use-route-change';
import { Providers } from './providers';

const Shell = styled.div({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

const Main = styled.main({ flex: 1, outline: 'none', '&:focus': { outline: 'none' } });

function SiteShell() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteChange(mainRef);
  return (
    <Shell>
      <RoutePageMeta />
      <SiteHeader />
      <Main id="main" tabIndex={-1} ref={mainRef}>
        <Outlet />
      </Main>
      <SiteFooter />
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
