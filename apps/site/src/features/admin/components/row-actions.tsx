import styled from '@emotion/styled';
import { Button } from '@manara/ui';

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }));

/** Edit and (optionally) Delete for one row; the buttons name the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete?: () => void }) {
  return (
    <Actions>
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {onDelete ? (
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      ) : null}
    </Actions>
  );
}
