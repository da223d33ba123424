import { FAILURE_TOASTS, SUCCESS_TOASTS, type AdminReview } from '@manara/contracts';
import { ConfirmDialog, toast } from '@manara/ui';
import { useState } from 'react';
import { failureToast } from '../../session';
import { useAdminReviews } from '../api/get-reviews';
import { useDeleteReview } from '../api/delete-review';
import { AdminSubsection } from './admin-section';
import { ReviewForm } from './review-form';
import { ReviewTable } from './review-table';

/** Reviews: add, edit (any status) and delete (spec §2 and §4). */
export function ReviewManager() {
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews(page);
  const remove = useDeleteReview();
  const [editing, setEditing] = useState<AdminReview | null>(null);
  const [deleting, setDeleting] = useState<AdminReview | null>(null);

  // The confirmation closes when this resolves; on failure it stays open so the admin can retry.
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(SUCCESS_TOASTS.reviewRemoved);
      if (editing?.id === deleting.id) setEditing(null);
    } catch (error) {
      toast.error(failureToast(error, FAILURE_TOASTS.reviewDelete));
      throw error;
    }
  };

  return (
    <>
      <AdminSubsection title={editing ? `Edit review by ${editing.name}` : 'New review'}>
        <ReviewForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </AdminSubsection>
      <AdminSubsection title="All reviews">
        <ReviewTable query={reviews} page={page} onPage={setPage} onEdit={setEditing} onDelete={setDeleting} />
      </AdminSubsection>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this review?"
        description={deleting ? `The review by ${deleting.name} will be deleted. This cannot be undone.` : ''}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={confirmDelete}
      />
    </>
  );
}
