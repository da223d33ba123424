import type { Project } from '@manara/contracts';
import { TagList, type TableColumn } from '@manara/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiPage } from '../../../lib/api-client';
import { AdminPager } from './admin-pager';
import { AdminTable } from './admin-table';
import { ListError, ListLoading } from './list-state';
import { RowActions } from './row-actions';

export function ProjectTable({
  query,
  page,
  onPage,
  onEdit,
  onDelete,
}: {
  query: UseQueryResult<ApiPage<Project>>;
  page: number;
  onPage: (page: number) => void;
  onEdit: (project: Project) => void;
  onDelete?: (project: Project) => void;
}) {
  if (query.isPending) return <ListLoading label="Loading projects" />;
  if (query.isError) return <ListError what="Projects" onRetry={() => void query.refetch()} />;
  const columns: TableColumn<Project>[] = [
    { key: 'title', header: 'Title', rowHeader: true },
    { key: 'domain', header: 'Domain' },
    { key: 'year', header: 'Year', align: 'right' },
    { key: 'tags', header: 'Tags', cell: (p) => (p.tags.length ? <TagList tags={p.tags} /> : '—') },
    {
      key: 'actions',
      header: 'Actions',
      cell: (p) => (
        <RowActions
          id={p.id}
          name={p.title}
          onEdit={() => onEdit(p)}
          onDelete={onDelete ? () => onDelete(p) : undefined}
        />
      ),
    },
  ];
  return (
    <>
      <AdminTable
        caption="All projects"
        hideCaption
        columns={columns}
        rows={query.data.items}
        getRowKey={(p) => p.id}
        emptyTitle="No projects yet"
        emptyDescription="Create the first case study with the form above."
      />
      <AdminPager label="Projects" page={page} total={query.data.total} onPage={onPage} />
    </>
  );
}
