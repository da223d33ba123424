import { FAILURE_TOASTS, SUCCESS_TOASTS, type Course } from '@manara/contracts';
import { ConfirmDialog, toast } from '@manara/ui';
import { useState } from 'react';
import { failureToast } from '../../session';
import { useAdminCourses } from '../api/get-courses';
import { useDeleteCourse } from '../api/delete-course';
import { AdminSubsection } from './admin-section';
import { CourseForm } from './course-form';
import { CourseTable } from './course-table';

/** Courses: create, edit and delete, with a confirmation before delete (spec §2 and §4). */
export function CourseManager() {
  const courses = useAdminCourses();
  const remove = useDeleteCourse();
  const [editing, setEditing] = useState<Course | null>(null);
  const [deleting, setDeleting] = useState<Course | null>(null);

  // The confirmation closes when this resolves; on failure it stays open so the admin can retry.
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(SUCCESS_TOASTS.courseRemoved);
      if (editing?.id === deleting.id) setEditing(null);
    } catch (error) {
      toast.error(failureToast(error, FAILURE_TOASTS.courseDelete));
      throw error;
    }
  };

  return (
    <>
      <AdminSubsection title={editing ? `Edit course: ${editing.title}` : 'New course'}>
        <CourseForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </AdminSubsection>
      <AdminSubsection title="All courses">
        <CourseTable query={courses} onEdit={setEditing} onDelete={setDeleting} />
      </AdminSubsection>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this course?"
        description={deleting ? `“${deleting.title}” will be removed from the catalog. This cannot be undone.` : ''}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={confirmDelete}
      />
    </>
  );
}
