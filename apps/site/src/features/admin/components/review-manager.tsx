import { FAILURE_TOASTS, SUCCESS_TOASTS, type AdminReview } from '@manara/contracts';
import { useState } from 'react';
import { useDeleteReview } from '../api/delete-review';
import { useAdminReviews } from '../api/get-reviews';
import { useItemManager } from '../hooks/use-item-manager';
import { ItemManagerLayout } from './item-manager';
import { ReviewForm } from './review-form';
import { ReviewTable } from './review-table';

/** Reviews: add, edit (any status) and delete, with a confirmation before delete. */
export function ReviewManager() {
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews(page);
  const remove = useDeleteReview();
  const manager = useItemManager<AdminReview>({
    remove: (id) => remove.mutateAsync(id),
    toasts: { removed: SUCCESS_TOASTS.reviewRemoved, deleteFailed: FAILURE_TOASTS.reviewDelete },
  });
  const { editing } = manager;
  return (
    <ItemManagerLayout
      manager={manager}
      formTitle={editing ? `Edit review by ${editing.name}` : 'New review'}
      listTitle="All reviews"
      form={<ReviewForm key={editing?.id ?? 'new'} editing={editing} onDone={manager.finishEdit} />}
      list={
        <ReviewTable
          query={reviews}
          page={page}
          onPage={setPage}
          onEdit={manager.startEdit}
          onDelete={manager.askDelete}
        />
      }
      confirmDelete={(review) => ({
        title: 'Delete this review?',
        description: `The review by ${review.name} will be deleted. This cannot be undone.`,
      })}
    />
  );
}
