import { apiRoutes, type Service } from '@manara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export const servicesQueryKey = ['services'] as const;

/** GET /api/services, in display order. */
export function getServices(signal?: AbortSignal): Promise<Service[]> {
  return apiRequest<Service[]>(apiRoutes.services.href(), { signal });
}

export const servicesQuery = () =>
  queryOptions({ queryKey: servicesQueryKey, queryFn: ({ signal }) => getServices(signal) });

export function useServices() {
  return useQuery(servicesQuery());
}
