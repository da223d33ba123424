import styled from '@emotion/styled';
import {
  ENROLLMENT_STATUSES,
  enrollmentPatchSchema,
  FAILURE_TOASTS,
  LOCALE,
  PROGRESS,
  SUCCESS_TOASTS,
  type AdminEnrollment,
  type EnrollmentStatus,
} from '@manara/contracts';
import { ConfirmDialog, toast, type TableColumn } from '@manara/ui';
import { useState } from 'react';
import { onFirstUse } from '@/lib/format';
import { failureToast } from '@/lib/session';
import { useAdminEnrollments } from '../api/get-enrollments';
import { useUpdateCertificate } from '../api/update-certificate';
import { useUpdateEnrollment } from '../api/update-enrollment';
import { useFocusLater } from '../hooks/use-focus-later';
import { usePagedList } from '../hooks/use-paged-list';
import { useRowDrafts } from '../hooks/use-row-drafts';
import { useRowUpdate } from '../hooks/use-row-update';
import { LearningCell } from './enrollment-learning';
import { ResourceTable } from './resource-table';
import { RowNumberInput, RowStatusSelect } from './row-controls';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' }));

const Updated = styled.span(({ theme }) => ({
  display: 'block',
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.xs,
}));

interface Draft {
  status: EnrollmentStatus;
  progress: string;
}

const versionOf = (e: AdminEnrollment) => `${e.id}:${e.status}:${e.progress}`;
const progressId = (e: AdminEnrollment) => `enrollment-progress-${e.id}`;

const certificateButtonFor = (id: string) =>
  document.querySelector<HTMLElement>(`[data-certificate-for="${CSS.escape(id)}"]`);

/**
 * Course enrollments with a status dropdown and a 0–100 progress input, saved together
 * by the row's Update (PATCH /api/admin/enrollments/{id}). Focus stays on Update after the save.
 * Each row also shows the learner's best score, project (with a link to review it) and certificate,
 * which Revoke or Restore flips after a confirmation (PATCH /api/admin/certificates/{id}).
 */
export function EnrollmentList() {
  const list = usePagedList(useAdminEnrollments);
  const rows = useRowUpdate(useUpdateEnrollment(), {
    success: SUCCESS_TOASTS.enrollmentUpdated,
    failed: FAILURE_TOASTS.enrollmentUpdate,
  });
  const drafts = useRowDrafts<Draft>();
  const focusLater = useFocusLater();
  const certificateUpdate = useUpdateCertificate();
  const [toggling, setToggling] = useState<AdminEnrollment | null>(null);
  const values = (e: AdminEnrollment) =>
    drafts.valuesOf(versionOf(e), { status: e.status, progress: String(e.progress) });
  const who = (e: AdminEnrollment) => `${e.userName}, ${e.courseTitle}`;

  const save = async (e: AdminEnrollment) => {
    const parsed = enrollmentPatchSchema.safeParse(values(e));
    if (!parsed.success) {
      drafts.setError(e.id, parsed.error.issues[0]?.message);
      focusLater(() => document.getElementById(progressId(e)));
      return;
    }
    drafts.setError(e.id, undefined);
    await rows.save(e.id, parsed.data);
  };

  const toggleCertificate = async (e: AdminEnrollment) => {
    if (!e.certificate) return;
    const status = e.certificate.status === 'valid' ? 'revoked' : 'valid';
    try {
      await certificateUpdate.mutateAsync({ id: e.certificate.id, status });
      toast.success(status === 'revoked' ? SUCCESS_TOASTS.certificateRevoked : SUCCESS_TOASTS.certificateRestored);
    } catch (failure) {
      toast.error(failureToast(failure, FAILURE_TOASTS.certificateUpdate));
      // The dialog stays open for another try.
      throw failure;
    }
    // The row's button now reads the other way: focus stays on it.
    focusLater(() => certificateButtonFor(e.id));
  };

  const confirmText = (e: AdminEnrollment) =>
    e.certificate?.status === 'revoked'
      ? {
          title: `Restore certificate ${e.certificate.code}?`,
          description: `${e.userName}'s certificate for ${e.courseTitle} will show as valid again on its public page.`,
          confirmLabel: 'Restore certificate',
          tone: 'primary' as const,
        }
      : {
          title: `Revoke certificate ${e.certificate?.code ?? ''}?`,
          description: `${e.userName}'s certificate for ${e.courseTitle} will show as revoked on its public page, to anyone who checks it. You can restore it later.`,
          confirmLabel: 'Revoke certificate',
          tone: 'danger' as const,
        };
  const confirm = toggling ? confirmText(toggling) : null;

  const columns: TableColumn<AdminEnrollment>[] = [
    { key: 'courseTitle', header: 'Course', rowHeader: true },
    {
      key: 'userName',
      header: 'Member',
      // The date sits under the name: the row keeps its width for the learner's results.
      cell: (e) => (
        <>
          {e.userName}
          <Updated>Updated {dateFormat().format(new Date(e.updatedAt))}</Updated>
        </>
      ),
    },
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
      key: 'learning',
      header: 'Learning',
      cell: (e) => (
        <LearningCell
          enrollment={e}
          who={who(e)}
          onToggleCertificate={() => setToggling(e)}
          certificateBusy={certificateUpdate.isPending && certificateUpdate.variables?.id === e.certificate?.id}
        />
      ),
    },
  ];
  return (
    <>
      <ResourceTable
        list={list}
        label="Enrollments"
        columns={columns}
        actions={(e) => rows.actions(e.id, `enrollment of ${who(e)}`, () => void save(e))}
        emptyTitle="No enrollments yet"
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.title ?? ''}
        description={confirm?.description ?? ''}
        confirmLabel={confirm?.confirmLabel}
        tone={confirm?.tone}
        onOpenChange={(open) => {
          if (!open) setToggling(null);
        }}
        onConfirm={() => (toggling ? toggleCertificate(toggling) : undefined)}
      />
    </>
  );
}
