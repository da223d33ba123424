import { ButtonLink, Card, CardDescription, CardFooter, CardHeader } from '@manara/ui';
import styled from '@emotion/styled';
import { paths } from '@/config/paths';

const Title = styled.h1(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes['2xl'], color: theme.colors.text }));

/** With no user: the No session screen with Sign in to /auth. */
export function NoSession() {
  return (
    <Card>
      <CardHeader>
        <Title>No session</Title>
        <CardDescription>Sign in to see your projects, courses and plan.</CardDescription>
      </CardHeader>
      <CardFooter>
        <ButtonLink href={paths.auth}>Sign in</ButtonLink>
      </CardFooter>
    </Card>
  );
}
