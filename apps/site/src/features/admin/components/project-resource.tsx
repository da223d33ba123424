import { zodResolver } from '@hookform/resolvers/zod';
import { projectInputSchema, YEAR, type Project, type ProjectFormValues, type ProjectInput } from '@manara/contracts';
import { TagList } from '@manara/ui';
import { useDeleteProject } from '../api/delete-project';
import { useAdminProjects } from '../api/get-projects';
import { useSaveProject } from '../api/save-project';
import { deleteToasts } from '../lib/resource-toasts';
import type { ManagedResource } from './resource-manager';

/** Portfolio projects: create, edit and delete; tags are split on commas, trimmed, blanks dropped. */
export const PROJECTS: ManagedResource<Project, ProjectFormValues, ProjectInput> = {
  label: 'Projects',
  form: {
    noun: 'project',
    resolver: zodResolver(projectInputSchema),
    empty: { title: '', domain: '', summary: '', year: '', tags: '' },
    toFormValues: (project) => ({
      title: project.title,
      domain: project.domain,
      summary: project.summary,
      year: String(project.year),
      tags: project.tags.join(', '),
    }),
    fields: () => [
      { kind: 'text', name: 'title', label: 'Title', required: true },
      { kind: 'text', name: 'domain', label: 'Domain', required: true },
      { kind: 'number', name: 'year', label: 'Year', required: true, ...YEAR, step: 1 },
      { kind: 'text', name: 'tags', label: 'Tags', hint: 'Separate tags with commas' },
      { kind: 'textarea', name: 'summary', label: 'Summary', required: true, rows: 3 },
    ],
    useSave: useSaveProject,
    itemName: (project) => project.title,
  },
  useList: useAdminProjects,
  columns: [
    { key: 'title', header: 'Title', rowHeader: true },
    { key: 'domain', header: 'Domain' },
    { key: 'year', header: 'Year', align: 'right' },
    { key: 'tags', header: 'Tags', cell: (p) => (p.tags.length ? <TagList tags={p.tags} /> : '—') },
  ],
  emptyTitle: 'No projects yet',
  emptyDescription: 'Create the first case study with the form above.',
  remove: {
    useRemove: useDeleteProject,
    toasts: deleteToasts('project'),
    describe: (project) => `“${project.title}” will be removed from the portfolio. This cannot be undone.`,
  },
};
