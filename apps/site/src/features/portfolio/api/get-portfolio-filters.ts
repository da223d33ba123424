import { apiRoutes, type PortfolioFilterOptions } from '@manara/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { portfolioQueryKey } from '@/lib/queries/get-portfolio';

/** `GET /api/portfolio/filters`: the disciplines and years of every published project. */
export const portfolioFilterOptionsQuery = () =>
  queryOptions({
    queryKey: [...portfolioQueryKey, 'filters'] as const,
    queryFn: ({ signal }) => apiRequest<PortfolioFilterOptions>(apiRoutes.portfolioFilters.href(), { signal }),
  });
