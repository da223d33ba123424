import { apiRoutes, type Project } from '@manara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export const portfolioQueryKey = ['portfolio'] as const;

/** `GET /api/portfolio`: every published project. */
export function getPortfolio(signal?: AbortSignal): Promise<Project[]> {
  return apiRequest<Project[]>(apiRoutes.portfolio.href(), { signal });
}

export const portfolioQuery = () =>
  queryOptions({ queryKey: portfolioQueryKey, queryFn: ({ signal }) => getPortfolio(signal) });

export function usePortfolio() {
  return useQuery(portfolioQuery());
}
