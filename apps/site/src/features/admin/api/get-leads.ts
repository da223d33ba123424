import { apiRoutes, type Lead, type LeadFilter } from '@manara/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-client';
import { adminKeys, pageParams } from './keys';

/** GET /api/admin/leads?kind=&status=&q=&limit=&page=: newest first. */
export function getAdminLeads(filter: LeadFilter, page: number, signal?: AbortSignal) {
  return apiRequestPage<Lead>(apiRoutes.adminLeads.href({ ...filter, ...pageParams(page) }), { signal });
}

export function useAdminLeads(filter: LeadFilter, page: number) {
  return useQuery({
    queryKey: [...adminKeys.leads, 'list', filter, page],
    queryFn: ({ signal }) => getAdminLeads(filter, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
