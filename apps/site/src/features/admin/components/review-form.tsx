import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminReviewInputSchema,
  FAILURE_TOASTS,
  RATING,
  REVIEW_SERVICES,
  REVIEW_STATUSES,
  STATUS_LABELS,
  SUCCESS_TOASTS,
  type AdminReview,
  type AdminReviewFormValues,
  type AdminReviewInput,
} from '@manara/contracts';
import { Select, TextArea, TextField } from '@manara/ui';
import { useSaveReview } from '../api/save-review';
import { useAdminForm } from '../hooks/use-admin-form';
import { RatingField } from './rating-field';
import { AdminEditForm } from './admin-form-layout';

const EMPTY: AdminReviewFormValues = {
  name: '',
  email: '',
  service: '',
  rating: String(RATING.default),
  quote: '',
  status: 'pending',
};

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

/** Add or edit a review with any of the three statuses. */
export function ReviewForm({ editing, onDone }: { editing: AdminReview | null; onDone: () => void }) {
  const save = useSaveReview();
  const { control, ...form } = useAdminForm<AdminReviewFormValues, AdminReviewInput>({
    resolver: zodResolver(adminReviewInputSchema),
    empty: EMPTY,
    initial: editing ? toFormValues(editing) : null,
    firstField: 'name',
    save: (input) => save.mutateAsync(editing ? { ...input, id: editing.id } : input),
    toasts: {
      created: SUCCESS_TOASTS.reviewCreated,
      updated: SUCCESS_TOASTS.reviewUpdated,
      failed: FAILURE_TOASTS.reviewSave,
    },
    onDone,
  });

  // Services the form offers: the review's own one too, should an older review name another.
  const services =
    editing && !REVIEW_SERVICES.some((s) => s === editing.service)
      ? [...REVIEW_SERVICES, editing.service]
      : [...REVIEW_SERVICES];

  return (
    <AdminEditForm
      label={editing ? `Edit review by ${editing.name}` : 'Add review'}
      form={form}
      editing={editing !== null}
      saving={save.isPending}
      submitLabel={editing ? 'Update review' : 'Add review'}
      onCancel={onDone}
    >
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
      <RatingField control={control} name="rating" />
      <Select
        control={control}
        name="status"
        label="Status"
        options={REVIEW_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
      />
      <div data-span="full">
        <TextArea control={control} name="quote" label="Quote" required rows={3} />
      </div>
    </AdminEditForm>
  );
}
