import styled from '@emotion/styled';
import {
  FAILURE_TOASTS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadPatchSchema,
  SUCCESS_TOASTS,
  TEXT_MAX,
  type Lead,
  type LeadStatus,
} from '@manara/contracts';
import { Button, Field, Textarea } from '@manara/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useUpdateLead } from '../api/update-lead';
import { useCheckedField } from '../hooks/use-checked-field';
import { useToastedSave } from '../hooks/use-toasted-save';
import { AdminForm, FormActions, FormGrid } from './admin-form-layout';
import { ChoiceSelect } from './choice-select';

const Sub = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md }));

/**
 * The team's side of a lead: where it stands and what was done, saved together
 * (PATCH /api/admin/leads/{id}). Focus stays on Save after the save, as on every row's Update.
 */
export function LeadUpdateForm({ lead }: { lead: Lead }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [notes, setNotes] = useState(lead.notes);
  const update = useUpdateLead();
  const saveButton = useRef<HTMLButtonElement>(null);
  const notesField = useCheckedField<HTMLTextAreaElement>();
  const toastedSave = useToastedSave();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const patch = notesField.check(leadPatchSchema, { status, notes });
    if (!patch) return;
    await toastedSave(
      async () => setNotes((await update.mutateAsync({ id: lead.id, patch })).notes),
      { success: SUCCESS_TOASTS.leadUpdated, failed: FAILURE_TOASTS.leadUpdate },
      () => saveButton.current,
    );
  };

  return (
    <AdminForm aria-labelledby="lead-update-heading" onSubmit={(event) => void save(event)} noValidate>
      <Sub id="lead-update-heading">Status and notes</Sub>
      <FormGrid>
        <ChoiceSelect
          label="Status"
          choices={LEAD_STATUSES}
          labels={LEAD_STATUS_LABELS}
          value={status}
          onChange={setStatus}
        />
        <Field
          label="Notes"
          hint="For the team only: calls, replies, next steps."
          error={notesField.error}
          data-span="full"
        >
          {(control) => (
            <Textarea
              {...control}
              ref={notesField.ref}
              maxLength={TEXT_MAX.long}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          )}
        </Field>
      </FormGrid>
      <FormActions>
        <Button type="submit" ref={saveButton} loading={update.isPending}>
          Save status and notes
        </Button>
      </FormActions>
    </AdminForm>
  );
}
