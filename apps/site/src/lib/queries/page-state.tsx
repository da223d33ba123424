import type { PageContent, PageSlug } from '@manara/contracts';
import { Button, EmptyState, Section, Skeleton, Stack } from '@manara/ui';
import type { ReactNode } from 'react';
import { usePage } from './page';

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
  return <PageSkeleton label="Loading page" bodyHeight="8rem" />;
}

/** A page's placeholder while its data loads: a small label, the heading and a body `bodyHeight` tall. */
export function PageSkeleton({ label, bodyHeight }: { label: string; bodyHeight: string }) {
  return (
    <Section aria-busy="true" aria-label={label}>
      <Stack gap={4}>
        <Skeleton width="12rem" height="1rem" />
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton height={bodyHeight} />
      </Stack>
    </Section>
  );
}

interface CmsPageProps<S extends PageSlug> {
  slug: S;
  /** The page itself, drawn from its copy. */
  children: (page: PageContent[S]) => ReactNode;
}

/** A CMS-written page: its body once its copy is there, else PageState (loading, or an error with a retry). */
export function CmsPage<S extends PageSlug>({ slug, children }: CmsPageProps<S>) {
  const { data: page, isError, refetch } = usePage(slug);
  if (!page) return <PageState isError={isError} retry={() => void refetch()} />;
  return children(page);
}
