import { PROJECT_STATUSES, type ProjectStatus } from '@manara/contracts';
import type { BadgeTone } from '@manara/ui';
import { paths } from '@/config/paths';

/** A project waiting for review stands out; an accepted one reads as done; one sent back as a warning. */
export const PROJECT_STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  submitted: 'accent',
  accepted: 'success',
  changes_requested: 'warning',
};

/** What the Course projects page's address says: the status filter, the page and the open submission. */
export interface ProjectReviewState {
  status?: ProjectStatus;
  page: number;
  submissionId?: string;
}

const isStatus = (value: string | null): value is ProjectStatus => PROJECT_STATUSES.includes(value as ProjectStatus);

/** Reads ?status=&page=&submission= of /admin/projects; a value the server would refuse is dropped. */
export function readProjectReviewState(params: URLSearchParams): ProjectReviewState {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const submissionId = params.get('submission')?.trim();
  return {
    status: isStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    submissionId: submissionId || undefined,
  };
}

/** The search part of a Course projects address; defaults (all statuses, page 1) are left out. */
export function projectReviewSearch({ status, page, submissionId }: ProjectReviewState): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  if (submissionId) params.set('submission', submissionId);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Where an enrollment's project opens for review: its status's list, with it open. */
export function projectReviewHref(submissionId: string, status: ProjectStatus): string {
  return `${paths.admin}/projects${projectReviewSearch({ status, page: 1, submissionId })}`;
}
