import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminReviewInputSchema,
  FAILURE_TOASTS,
  REVIEW_SERVICES,
  REVIEW_STATUSES,
  STATUS_LABELS,
  SUCCESS_TOASTS,
  type AdminReview,
  type AdminReviewFormValues,
  type AdminReviewInput,
} from '@manara/contracts';
import { Button, NumberField, Select, TextArea, TextField, toast } from '@manara/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureToast } from '../../session';
import { useSaveReview } from '../api/save-review';
import { AdminForm, FormActions, FormAlert, FormGrid, firstError } from './admin-form-layout';

const EMPTY: AdminReviewFormValues = { name: '', email: '', service: '', rating: '5', quote: '', status: 'pending' };

function toFormValues(review: AdminReview): AdminReviewFormValues {
  return {
    name: review.name,
    email: review.email ?? '',
    service: review.service,
    rating: String(review.rating),
    quote: review.quote,
    status: review.status,
  };
}

/** Add or edit a review with any of the three statuses (spec §4 and §5). */
export function ReviewForm({ editing, onDone }: { editing: AdminReview | null; onDone: () => void }) {
  const save = useSaveReview();
  const [saveError, setSaveError] = useState<string>();
  const {
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<AdminReviewFormValues, unknown, AdminReviewInput>({
    resolver: zodResolver(adminReviewInputSchema),
    defaultValues: editing ? toFormValues(editing) : EMPTY,
  });

  // Edit loads the item into this form (mounted afresh for it): bring it into view, ready to type.
  const isEditing = editing !== null;
  useEffect(() => {
    if (isEditing) setFocus('name');
  }, [isEditing, setFocus]);

  // Services the form offers: the review's own one too, should an older review name another.
  const services =
    editing && !REVIEW_SERVICES.some((s) => s === editing.service)
      ? [...REVIEW_SERVICES, editing.service]
      : [...REVIEW_SERVICES];

  const onSubmit = handleSubmit(async (input) => {
    setSaveError(undefined);
    try {
      await save.mutateAsync(editing ? { ...input, id: editing.id } : input);
      toast.success(editing ? SUCCESS_TOASTS.reviewUpdated : SUCCESS_TOASTS.reviewCreated);
      reset(EMPTY);
      onDone();
    } catch (error) {
      const text = failureToast(error, FAILURE_TOASTS.reviewSave);
      setSaveError(text.message);
      toast.error(text);
    }
  });

  const inline = saveError ?? firstError(errors);
  return (
    <AdminForm noValidate onSubmit={onSubmit} aria-label={editing ? `Edit review by ${editing.name}` : 'Add review'}>
      <FormGrid>
        <TextField control={control} name="name" label="Name" required />
        <TextField control={control} name="email" label="Email" hint="Optional" type="email" />
        <Select
          control={control}
          name="service"
          label="Service"
          required
          placeholder="Select a service"
          options={services}
        />
        <NumberField control={control} name="rating" label="Rating (0 to 5)" min={0} max={5} step={0.1} />
        <Select
          control={control}
          name="status"
          label="Status"
          options={REVIEW_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        />
        <div data-span="full">
          <TextArea control={control} name="quote" label="Quote" required rows={3} />
        </div>
      </FormGrid>
      <FormAlert>{inline}</FormAlert>
      <FormActions>
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Update review' : 'Add review'}
        </Button>
        {editing ? (
          <Button variant="outline" onClick={onDone}>
            Cancel edit
          </Button>
        ) : null}
      </FormActions>
    </AdminForm>
  );
}
