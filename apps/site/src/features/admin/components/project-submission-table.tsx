import { PROJECT_STATUS_LABELS, type AdminProjectSubmission } from '@manara/contracts';
import { Badge, type TableColumn } from '@manara/ui';
import type { PagedList } from '../api/admin-query';
import { formatDateTime } from '@/lib/format';
import { PROJECT_STATUS_TONES } from '../lib/learning';
import type { OpenLinkTarget } from '../hooks/use-list-address';
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
  list,
  filtered,
  openLink,
}: {
  list: PagedList<AdminProjectSubmission>;
  filtered: boolean;
  openLink: (id: string) => OpenLinkTarget;
}) {
  return (
    <ResourceTable
      list={list}
      label="Course projects"
      caption="Course projects, newest first"
      columns={COLUMNS}
      actions={(s) => <RowOpenLink {...openLink(s.id)} label={`Open the project ${s.title} by ${s.memberName}`} />}
      emptyTitle={filtered ? 'No projects with this status' : 'No projects submitted yet'}
      emptyDescription={filtered ? undefined : 'Members submit a project from the course page, after the lessons.'}
    />
  );
}
