import styled from '@emotion/styled';
import { Button, Container, Lead, Link, Stack } from '@manara/ui';
import { data, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FIXED_PAGE_META } from '@/config/fixed-page-meta';
import type { RouteHandle } from '@/lib/page-meta';

const Wrapper = styled.section(({ theme }) => ({
  paddingBlock: theme.space[20],
  textAlign: 'center',
  '& p': { margin: 0 },
}));

const Code = styled.p(({ theme }) => ({
  fontSize: `clamp(4rem, 14vw, 7rem)`,
  fontWeight: theme.fontWeights.bold,
  lineHeight: 1,
  letterSpacing: theme.letterSpacings.tight,
  color: theme.colors.accent,
}));

/** The server answers an unknown path with status 404. */
export const loader = () => Promise.resolve(data(null, { status: 404 }));

export const handle: RouteHandle = { meta: FIXED_PAGE_META['not-found'] };

/** Any unknown path: Page not found, with Return home and Go back to home. */
export function Component() {
  const navigate = useNavigate();
  return (
    <Wrapper aria-labelledby="not-found-heading">
      <Container size="md">
        <Stack gap={5} align="center">
          <Code aria-hidden="true">404</Code>
          <h1 id="not-found-heading" style={{ margin: 0 }}>
            Page not found
          </h1>
          <Lead>
            The page you are looking for does not exist or has moved. Check the address, or start again from the home
            page.
          </Lead>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={4} align="center">
            <Button size="lg" onClick={() => void navigate(paths.home)}>
              Return home
            </Button>
            <Link href={paths.home}>Go back to home</Link>
          </Stack>
        </Stack>
      </Container>
    </Wrapper>
  );
}
