import { PROJECT_STATUS_LABELS, type AdminProjectSubmission } from '@manara/contracts';
import { Badge, ButtonLink, type TableColumn } from '@manara/ui';
import { formatDateTime } from '../lib/format';
import { PROJECT_STATUS_TONES } from '../lib/learning';
import { AdminTable } from './admin-table';

/** The Open link of a submission's row, for focus to come back to when it is closed. */
export function openProjectLinkFor(id: string) {
  return document.querySelector<HTMLElement>(`[data-open-project-for="${CSS.escape(id)}"]`);
}

/** One page of course projects, newest first, each opened by its row's Open link. */
export function ProjectSubmissionTable({
  submissions,
  filtered,
  openHref,
}: {
  submissions: readonly AdminProjectSubmission[];
  filtered: boolean;
  openHref: (id: string) => string;
}) {
  const columns: TableColumn<AdminProjectSubmission>[] = [
    { key: 'title', header: 'Project', rowHeader: true },
    { key: 'memberName', header: 'Member' },
    { key: 'courseTitle', header: 'Course' },
    { key: 'submittedAt', header: 'Submitted', cell: (s) => formatDateTime(s.submittedAt) },
    {
      key: 'status',
      header: 'Status',
      cell: (s) => <Badge tone={PROJECT_STATUS_TONES[s.status]}>{PROJECT_STATUS_LABELS[s.status]}</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (s) => (
        <ButtonLink
          href={openHref(s.id)}
          size="sm"
          variant="outline"
          aria-label={`Open the project ${s.title} by ${s.memberName}`}
          data-open-project-for={s.id}
        >
          Open
        </ButtonLink>
      ),
    },
  ];
  return (
    <AdminTable
      caption="Course projects, newest first"
      hideCaption
      columns={columns}
      rows={submissions}
      getRowKey={(s) => s.id}
      emptyTitle={filtered ? 'No projects with this status' : 'No projects submitted yet'}
      emptyDescription={filtered ? undefined : 'Members submit a project from the course page, after the lessons.'}
    />
  );
}
