import styled from '@emotion/styled';
import { Button, ButtonLink, Container, Lead, Stack, ThemeProvider } from '@manara/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isChunkLoadError, reloadForNewBuild } from '@/lib/chunk-reload';
import { documentTitle } from '@/lib/page-meta';

const Wrapper = styled.section(({ theme }) => ({
  paddingBlock: theme.space[20],
  textAlign: 'center',
  '& p': { margin: 0 },
}));

export const ROUTE_ERROR_TITLE = 'Something went wrong';

/** Each error asks for a reload once, whatever the number of renders (StrictMode renders twice). */
const reloadAsked = new WeakMap<object, boolean>();

/**
 * True while the page reloads for a page module missing after a deploy (lib/chunk-reload.ts), at
 * the address asked for. Decided during render, so the error page does not flash before it.
 */
function reloadingFor(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof error !== 'object' || error === null) return false;
  let asked = reloadAsked.get(error);
  if (asked === undefined) {
    asked = reloadForNewBuild(error);
    reloadAsked.set(error, asked);
  }
  return asked;
}

function ErrorPage() {
  const error = useRouteError();
  const reloading = reloadingFor(error);
  useEffect(() => {
    if (reloading) return;
    // Kept in the console for whoever reports the problem; the reader sees the page below.
    console.error(error);
    document.title = documentTitle(ROUTE_ERROR_TITLE);
  }, [error, reloading]);
  if (reloading) return null;
  return (
    <Wrapper aria-labelledby="route-error-heading" role="alert">
      <Container size="md">
        <Stack gap={5} align="center">
          <h1 id="route-error-heading" style={{ margin: 0 }}>
            {ROUTE_ERROR_TITLE}
          </h1>
          <Lead>This page could not be shown. Please try again, or start again from the home page.</Lead>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={4} align="center">
            <Button size="lg" onClick={() => window.location.reload()}>
              Try again
            </Button>
            <ButtonLink href={paths.home} size="lg" variant="outline">
              Return home
            </ButtonLink>
          </Stack>
        </Stack>
      </Container>
    </Wrapper>
  );
}

/**
 * The error page of the route table. A page's error shows inside the site's header and footer; an
 * error in the layout itself replaces it, so the page brings its own theme (`standalone`). Colours
 * follow the `dark` class on <html> either way.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  if (!standalone) return <ErrorPage />;
  return (
    <ThemeProvider>
      <main id="main">
        <ErrorPage />
      </main>
    </ThemeProvider>
  );
}
