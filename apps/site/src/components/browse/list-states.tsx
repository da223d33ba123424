import { Button, ButtonLink, EmptyState, Grid, Skeleton } from '@manara/ui';

/**
 * Placeholder cards in the list's own grid while it loads. With a `label` the grid is announced as
 * busy under that name; without one it is hidden from assistive technology (a status says it).
 */
export function LoadingGrid({
  label,
  count = 3,
  height = '14rem',
}: {
  label?: string;
  count?: number;
  height?: string;
}) {
  return (
    <Grid
      columns={{ base: 1, md: 2, lg: 3 }}
      {...(label ? { 'aria-busy': 'true', 'aria-label': label } : { 'aria-hidden': 'true' })}
    >
      {Array.from({ length: count }, (_, n) => (
        <Skeleton key={n} height={height} />
      ))}
    </Grid>
  );
}

/** A list that could not be loaded: what failed, a hint at the connection, and Try again. */
export function LoadFailed({
  title,
  description = 'Check your connection and try again.',
  titleLevel,
  onRetry,
}: {
  title: string;
  description?: string;
  titleLevel?: 2 | 3;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      titleLevel={titleLevel}
      title={title}
      description={description}
      actions={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}

/**
 * A page past the end of a list (an address kept from when the list was longer): says so and links
 * to the list's first page, with the same filters.
 */
export function PastLastPage({
  things,
  firstPageHref,
  titleLevel,
}: {
  /** What the list holds, e.g. "courses". */
  things: string;
  firstPageHref: string;
  titleLevel?: 2 | 3;
}) {
  return (
    <EmptyState
      titleLevel={titleLevel}
      title="Nothing on this page"
      description={`There are fewer ${things} now than when this address was made.`}
      actions={<ButtonLink href={firstPageHref}>Show the first {things}</ButtonLink>}
    />
  );
}
