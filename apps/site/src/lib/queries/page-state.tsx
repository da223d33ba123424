import { Button, EmptyState, Section, Skeleton, Stack } from '@manara/ui';

/**
 * What a CMS-written page shows before its copy is there: the server renders pages with it, so
 * this is only seen when /api could not be reached (with a retry) or while the browser refetches.
 */
export function PageState({ isError, retry }: { isError: boolean; retry: () => void }) {
  if (isError) {
    return (
      <Section>
        <EmptyState
          titleLevel={1}
          title="We could not load this page"
          description="Please check your connection and try again."
          actions={<Button onClick={retry}>Try again</Button>}
        />
      </Section>
    );
  }
  return (
    <Section aria-busy="true" aria-label="Loading page">
      <Stack gap={4}>
        <Skeleton width="12rem" height="1rem" />
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton height="8rem" />
      </Stack>
    </Section>
  );
}
