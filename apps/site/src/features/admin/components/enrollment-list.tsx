import {
  ENROLLMENT_STATUSES,
  enrollmentPatchSchema,
  FAILURE_TOASTS,
  LOCALE,
  PROGRESS,
  SUCCESS_TOASTS,
  type Enrollment,
  type EnrollmentStatus,
} from '@manara/contracts';
import { toast, type TableColumn } from '@manara/ui';
import { useState } from 'react';
import { failureToast } from '../../../lib/session';
import { useAdminEnrollments } from '../api/get-enrollments';
import { useUpdateEnrollment } from '../api/update-enrollment';
import { useFocusLater } from '../hooks/use-focus-later';
import { useRowDrafts } from '../hooks/use-row-drafts';
import { rowActionFor } from '../lib/row-focus';
import { AdminPager } from './admin-pager';
import { AdminTable } from './admin-table';
import { ListError, ListLoading } from './list-state';
import { RowActions } from './row-actions';
import { RowNumberInput, RowStatusSelect } from './row-controls';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });

interface Draft {
  status: EnrollmentStatus;
  progress: string;
}

const versionOf = (e: Enrollment) => `${e.id}:${e.status}:${e.progress}`;
const progressId = (e: Enrollment) => `enrollment-progress-${e.id}`;

/**
 * Course enrollments with a status dropdown and a 0–100 progress input, saved together
 * by the row's Update (PATCH /api/admin/enrollments/{id}). Focus stays on Update after the save.
 */
export function EnrollmentList() {
  const [page, setPage] = useState(1);
  const query = useAdminEnrollments(page);
  const update = useUpdateEnrollment();
  const drafts = useRowDrafts<Draft>();
  const focusLater = useFocusLater();
  if (query.isPending) return <ListLoading label="Loading enrollments" />;
  if (query.isError) return <ListError what="Enrollments" onRetry={() => void query.refetch()} />;

  const values = (e: Enrollment) => drafts.valuesOf(versionOf(e), { status: e.status, progress: String(e.progress) });
  const who = (e: Enrollment) => `${e.userName}, ${e.courseTitle}`;

  const save = async (e: Enrollment) => {
    const parsed = enrollmentPatchSchema.safeParse(values(e));
    if (!parsed.success) {
      drafts.setError(e.id, parsed.error.issues[0]?.message);
      focusLater(() => document.getElementById(progressId(e)));
      return;
    }
    drafts.setError(e.id, undefined);
    try {
      await update.mutateAsync({ id: e.id, patch: parsed.data });
      toast.success(SUCCESS_TOASTS.enrollmentUpdated);
    } catch (failure) {
      toast.error(failureToast(failure, FAILURE_TOASTS.enrollmentUpdate));
    }
    // Update was disabled while saving, which takes focus from it: give it back.
    focusLater(() => rowActionFor('update', e.id));
  };

  const columns: TableColumn<Enrollment>[] = [
    { key: 'courseTitle', header: 'Course', rowHeader: true },
    { key: 'userName', header: 'Member' },
    { key: 'updatedAt', header: 'Updated', cell: (e) => dateFormat.format(new Date(e.updatedAt)) },
    {
      key: 'status',
      header: 'Status',
      cell: (e) => (
        <RowStatusSelect
          label={`Status of ${who(e)}`}
          statuses={ENROLLMENT_STATUSES}
          value={values(e).status}
          onChange={(status) => drafts.edit(versionOf(e), { status })}
        />
      ),
    },
    {
      key: 'progress',
      header: 'Progress (%)',
      cell: (e) => (
        <RowNumberInput
          id={progressId(e)}
          label={`Progress of ${who(e)} (${PROGRESS.min} to ${PROGRESS.max})`}
          min={PROGRESS.min}
          max={PROGRESS.max}
          value={values(e).progress}
          error={drafts.errorOf(e.id)}
          onChange={(progress) => drafts.edit(versionOf(e), { progress })}
        />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (e) => (
        <RowActions
          id={e.id}
          name={`enrollment of ${who(e)}`}
          onUpdate={() => void save(e)}
          updating={update.isPending && update.variables?.id === e.id}
        />
      ),
    },
  ];
  return (
    <>
      <AdminTable
        caption="All enrollments"
        hideCaption
        columns={columns}
        rows={query.data.items}
        getRowKey={(e) => e.id}
        emptyTitle="No enrollments yet"
      />
      <AdminPager label="Enrollments" page={page} total={query.data.total} onPage={setPage} />
    </>
  );
}
