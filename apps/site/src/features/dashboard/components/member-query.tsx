import { Button, EmptyState, Spinner } from '@manara/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface MemberQueryProps<T> {
  query: UseQueryResult<T>;
  /** What the list holds, e.g. "certificates": "Loading your certificates", "Your certificates could not be loaded". */
  noun: string;
  /** Whether the answer holds nothing to list. */
  isEmpty: (data: T) => boolean;
  /** What an empty list says instead: how to get a first one (or, as `content`, what stands in for it). */
  empty: { title: string; description: string; actions: ReactNode } | { content: ReactNode };
  /** The list itself, once it is there and holds something. */
  children: (data: T) => ReactNode;
}

/**
 * One of the member's own lists on the dashboard: a spinner while it loads, a retry when it fails,
 * and the way to a first item while it is empty.
 */
export function MemberQuery<T>({ query, noun, isEmpty, empty, children }: MemberQueryProps<T>) {
  if (query.isPending) return <Spinner label={`Loading your ${noun}`} />;
  if (query.isError) {
    return (
      <EmptyState
        titleLevel={3}
        title={`Your ${noun} could not be loaded`}
        description="The backend did not answer. Try again in a moment."
        actions={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  if (isEmpty(query.data)) return 'content' in empty ? empty.content : <EmptyState titleLevel={3} {...empty} />;
  return children(query.data);
}
