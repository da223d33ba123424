import { Button, EmptyState, Spinner } from '@manara/ui';

/** Loading and failure states shared by the admin lists. */
export function ListLoading({ label }: { label: string }) {
  return <Spinner label={label} />;
}

export function ListError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState
      titleLevel={4}
      title={`${what} could not be loaded`}
      description="The backend did not answer. Try again in a moment."
      actions={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
