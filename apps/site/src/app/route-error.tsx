import styled from '@emotion/styled';
import { Button, ButtonLink, Container, Stack, ThemeProvider } from '@manara/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { documentTitle } from '../lib/page-meta';

const Wrapper = styled.section(({ theme }) => ({
  paddingBlock: theme.space[20],
  textAlign: 'center',
  '& p': { margin: 0 },
}));

const Lead = styled.p(({ theme }) => ({
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.lg,
  maxWidth: theme.sizes.prose,
}));

export const ROUTE_ERROR_TITLE = 'Something went wrong';

function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // Kept in the console for whoever reports the problem; the reader sees the page below.
    console.error(error);
    document.title = documentTitle(ROUTE_ERROR_TITLE);
  }, [error]);
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
