import { Grid, Skeleton, type GridProps } from '@manara/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface LatestListProps<T> {
  /** The list's query: placeholders while it loads, an alert when it fails. */
  query: UseQueryResult<T[]>;
  /** How many of the newest items to show. */
  count: number;
  columns: GridProps['columns'];
  /** The placeholders' name for screen readers, e.g. "Loading reviews". */
  loadingLabel: string;
  failure: string;
  /** What an empty list says; without it an empty list shows nothing. */
  empty?: string;
  render: (item: T) => ReactNode;
}

/** The few newest items of a public list, as cards in a grid (the home page's portfolio and reviews). */
export function LatestList<T extends { id: string | number }>({
  query,
  count,
  columns,
  loadingLabel,
  failure,
  empty,
  render,
}: LatestListProps<T>) {
  if (query.isPending) {
    return (
      <Grid columns={columns} aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="12rem" />
        ))}
      </Grid>
    );
  }
  if (query.isError) return <p role="alert">{failure}</p>;
  if (empty && query.data.length === 0) return <p>{empty}</p>;
  return (
    <Grid as="ul" columns={columns}>
      {query.data.slice(0, count).map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </Grid>
  );
}
