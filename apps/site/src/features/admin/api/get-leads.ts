import { apiRoutes, type Lead, type LeadFilter } from '@manara/contracts';
import { apiRequestPage } from '@/lib/api-client';
import { adminKeys, pageParams } from './keys';
import { useAdminPage } from './admin-query';

/** GET /api/admin/leads?kind=&status=&q=&limit=&page=: newest first. */
export function getAdminLeads(filter: LeadFilter, page: number, signal?: AbortSignal) {
  return apiRequestPage<Lead>(apiRoutes.adminLeads.href({ ...filter, ...pageParams(page) }), { signal });
}

export function useAdminLeads(filter: LeadFilter, page: number) {
  return useAdminPage([...adminKeys.leads, 'list', filter, page], (signal) => getAdminLeads(filter, page, signal));
}
