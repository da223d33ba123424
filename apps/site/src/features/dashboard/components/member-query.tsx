import { Button, EmptyState, Spinner } from '@manara/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface MemberQueryProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's name for screen readers, e.g. "Loading your certificates". */
  loadingLabel: string;
  /** The heading when the list could not be loaded, e.g. "Your certificates could not be loaded". */
  failedTitle: string;
  /** The list itself (or its empty state) once it is there. */
  children: (data: T) => ReactNode;
}

/** One of the member's own lists on the dashboard: a spinner while it loads, a retry when it fails. */
export function MemberQuery<T>({ query, loadingLabel, failedTitle, children }: MemberQueryProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <EmptyState
        titleLevel={3}
        title={failedTitle}
        description="The backend did not answer. Try again in a moment."
        actions={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  return children(query.data);
}
