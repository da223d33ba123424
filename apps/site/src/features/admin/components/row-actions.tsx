import styled from '@emotion/styled';
import { Button, ButtonLink } from '@manara/ui';
import type { OpenLinkTarget } from '../hooks/use-list-address';

// One line per row, so every row's actions start and end at the same place.
const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: theme.space[2],
}));

/** Delete reads as destructive beside the neutral actions, without shouting on every row. */
const DeleteButton = styled(Button)(({ theme }) => ({
  '&&[data-variant]': {
    background: 'transparent',
    color: theme.colors.dangerText,
    borderColor: theme.colors.danger,
  },
  '&&[data-variant]:hover:not(:disabled)': { background: theme.colors.dangerSubtle, color: theme.colors.dangerText },
}));

/**
 * The actions of one table row, the same in every table: Edit (loads the row into the form) or
 * Update (saves the row's own controls), then Delete, which asks before it acts. Each button names
 * its row for screen readers; Edit and Update carry the row's id so focus can come back after a save.
 */
export function RowActions({
  id,
  name,
  onEdit,
  onUpdate,
  updating = false,
  onDelete,
}: {
  id: string;
  name: string;
  onEdit?: () => void;
  onUpdate?: () => void;
  updating?: boolean;
  onDelete?: () => void;
}) {
  return (
    <Actions>
      {onEdit ? (
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${name}`} data-edit-for={id}>
          Edit
        </Button>
      ) : null}
      {onUpdate ? (
        <Button
          size="sm"
          variant="outline"
          onClick={onUpdate}
          loading={updating}
          aria-label={`Update ${name}`}
          data-update-for={id}
        >
          Update
        </Button>
      ) : null}
      {onDelete ? (
        <DeleteButton size="sm" variant="outline" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </DeleteButton>
      ) : null}
    </Actions>
  );
}

/**
 * The Open link of a row whose item opens beside the list (a lead, a course project); it carries the
 * row's id so that focus can come back to it when the item is closed.
 */
export function RowOpenLink({ id, action, href, label }: OpenLinkTarget & { label: string }) {
  return (
    <ButtonLink href={href} size="sm" variant="outline" aria-label={label} {...{ [`data-${action}-for`]: id }}>
      Open
    </ButtonLink>
  );
}
