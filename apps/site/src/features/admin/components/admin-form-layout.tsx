import styled from '@emotion/styled';
import { Button, Callout, cluster } from '@manara/ui';
import type { FormEventHandler, ReactNode, Ref } from 'react';

/** Layout glue for the admin forms: fields in two columns from tablet width up. */
export const FormGrid = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& > [data-span="full"]': { gridColumn: '1 / -1' },
}));

export const AdminForm = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[4],
}));

export const FormActions = styled.div(({ theme }) => cluster(theme, 3));

const Note = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  '& [data-slot="required-mark"]': { color: theme.colors.dangerText },
}));

/** The key to the asterisks that mark required fields (the fields themselves say aria-required). */
export function RequiredNote() {
  return (
    <Note>
      Fields marked <span data-slot="required-mark">*</span> are required.
    </Note>
  );
}

/** Admin save errors, inline above the form buttons; focused after a failed save. */
export function FormAlert({ children, ref }: { children: ReactNode; ref?: Ref<HTMLParagraphElement> }) {
  if (!children) return null;
  return (
    <Callout tone="danger" role="alert" data-testid="form-error" ref={ref} tabIndex={-1}>
      {children}
    </Callout>
  );
}

/** The first validation message of a form, for the inline alert above its buttons. */
export function firstError(errors: Record<string, { message?: unknown } | undefined>): string | undefined {
  for (const value of Object.values(errors)) {
    if (value && typeof value.message === 'string') return value.message;
  }
  return undefined;
}

/** Submit, and Cancel edit while an item is being edited. */
export function AdminFormActions({
  editing,
  saving,
  submitLabel,
  onCancel,
}: {
  editing: boolean;
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <FormActions>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
      {editing ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel edit
        </Button>
      ) : null}
    </FormActions>
  );
}

/**
 * The frame of every create/edit form of the panel: the key to the asterisks, the fields in two
 * columns, the inline save error and Submit / Cancel edit. `form` is what useAdminForm returns.
 */
export function AdminEditForm({
  label,
  form: { onSubmit, inlineError, alertRef },
  editing,
  saving,
  submitLabel,
  onCancel,
  children,
}: {
  label: string;
  form: { onSubmit: FormEventHandler<HTMLFormElement>; inlineError?: string; alertRef: Ref<HTMLParagraphElement> };
  editing: boolean;
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <AdminForm noValidate onSubmit={onSubmit} aria-label={label}>
      <RequiredNote />
      <FormGrid>{children}</FormGrid>
      <FormAlert ref={alertRef}>{inlineError}</FormAlert>
      <AdminFormActions editing={editing} saving={saving} submitLabel={submitLabel} onCancel={onCancel} />
    </AdminForm>
  );
}
