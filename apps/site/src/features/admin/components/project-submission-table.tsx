import { PROJECT_STATUS_LABELS, type AdminProjectSubmission } from '@manara/contracts';
import { Badge, type TableColumn } from '@manara/ui';
import type { ListQuery } from '../api/admin-query';
import { formatDateTime } from '../lib/format';
import { PROJECT_STATUS_TONES } from '../lib/learning';
import { ResourceTable } from './resource-table';
import { RowOpenLink } from './row-actions';

const COLUMNS: TableColumn<AdminProjectSubmission>[] = [
  { key: 'title', header: 'Project', rowHeader: true },
  { key: 'memberName', header: 'Member' },
  { key: 'courseTitle', header: 'Course' },
  { key: 'submittedAt', header: 'Submitted', cell: (s) => formatDateTime(s.submittedAt) },
  {
    key: 'status',
    header: 'Status',
    cell: (s) => <Badge tone={PROJECT_STATUS_TONES[s.status]}>{PROJECT_STATUS_LABELS[s.status]}</Badge>,
  },
];

/** One page of course projects, newest first, each opened by its row's Open link. */
export function ProjectSubmissionTable({
  query,
  filtered,
  openHref,
  page,
  onPage,
}: {
  query: ListQuery<AdminProjectSubmission>;
  filtered: boolean;
  openHref: (id: string) => string;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <ResourceTable
      query={query}
      label="Course projects"
      caption="Course projects, newest first"
      page={page}
      onPage={onPage}
      columns={COLUMNS}
      actions={(s) => (
        <RowOpenLink
          id={s.id}
          action="open-project"
          href={openHref(s.id)}
          label={`Open the project ${s.title} by ${s.memberName}`}
        />
      )}
      emptyTitle={filtered ? 'No projects with this status' : 'No projects submitted yet'}
      emptyDescription={filtered ? undefined : 'Members submit a project from the course page, after the lessons.'}
    />
  );
}
