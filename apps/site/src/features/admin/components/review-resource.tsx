import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminReviewInputSchema,
  FAILURE_TOASTS,
  SUCCESS_TOASTS,
  RATING,
  REVIEW_SERVICES,
  REVIEW_STATUSES,
  STATUS_LABELS,
  type AdminReview,
  type AdminReviewFormValues,
  type AdminReviewInput,
  type ReviewStatus,
} from '@manara/contracts';
import { Badge, type BadgeTone } from '@manara/ui';
import { useDeleteReview } from '../api/delete-review';
import { useRestoreReview } from '../api/restore-review';
import { useAdminReviews } from '../api/get-reviews';
import { useSaveReview } from '../api/save-review';
import { deleteToasts } from '../lib/resource-toasts';
import { ClampedText } from './admin-table';
import type { ManagedResource } from './resource-manager';

const STATUS_TONES: Record<ReviewStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

/** Services the form offers: the edited review's own one too, should an older review name another. */
const servicesFor = (editing: AdminReview | null) =>
  editing && !REVIEW_SERVICES.some((s) => s === editing.service)
    ? [...REVIEW_SERVICES, editing.service]
    : [...REVIEW_SERVICES];

/** Reviews: add, edit (any of the three statuses) and delete. */
export const REVIEWS: ManagedResource<AdminReview, AdminReviewFormValues, AdminReviewInput> = {
  label: 'Reviews',
  form: {
    noun: 'review',
    resolver: zodResolver(adminReviewInputSchema),
    empty: { name: '', email: '', service: '', rating: String(RATING.default), quote: '', status: 'pending' },
    toFormValues: (review) => ({
      name: review.name,
      email: review.email ?? '',
      service: review.service,
      rating: String(review.rating),
      quote: review.quote,
      status: review.status,
    }),
    fields: (editing) => [
      { kind: 'text', name: 'name', label: 'Name', required: true },
      { kind: 'text', name: 'email', label: 'Email', hint: 'Optional', type: 'email' },
      {
        kind: 'select',
        name: 'service',
        label: 'Service',
        required: true,
        placeholder: 'Select a service',
        options: servicesFor(editing),
      },
      { kind: 'rating', name: 'rating' },
      {
        kind: 'select',
        name: 'status',
        label: 'Status',
        options: REVIEW_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
      },
      { kind: 'textarea', name: 'quote', label: 'Quote', required: true, rows: 3 },
    ],
    useSave: useSaveReview,
    createLabel: 'Add review',
    itemName: (review) => review.name,
    // A review is named by its author: "Edit review by Ada".
    editLabel: (review) => `Edit review by ${review.name}`,
  },
  editTitle: (review) => `Edit review by ${review.name}`,
  useList: useAdminReviews,
  columns: [
    { key: 'name', header: 'Name', rowHeader: true },
    { key: 'service', header: 'Service' },
    { key: 'rating', header: 'Rating', align: 'right', cell: (r) => r.rating.toFixed(1) },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => <Badge tone={STATUS_TONES[r.status]}>{STATUS_LABELS[r.status]}</Badge>,
    },
    { key: 'quote', header: 'Quote', cell: (r) => <ClampedText>{r.quote}</ClampedText> },
  ],
  rowName: (review) => `review by ${review.name}`,
  emptyTitle: 'No reviews yet',
  emptyDescription: 'Add a review with the form above, or wait for members to share theirs.',
  remove: {
    useRemove: useDeleteReview,
    toasts: deleteToasts('review'),
    describe: (review) =>
      `The review by ${review.name} will be deleted. Undo in the message that follows brings it back.`,
    undo: {
      useRestore: useRestoreReview,
      toasts: { restored: SUCCESS_TOASTS.reviewRestored, failed: FAILURE_TOASTS.reviewRestore },
    },
  },
};
