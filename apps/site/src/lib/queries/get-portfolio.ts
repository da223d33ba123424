import { apiRoutes, type Project } from '@manara/contracts';
import { publicList } from './public-list';

/** `GET /api/portfolio`: every published project. */
export const {
  queryKey: portfolioQueryKey,
  get: getPortfolio,
  query: portfolioQuery,
  use: usePortfolio,
} = publicList<Project, 'portfolio'>('portfolio', () => apiRoutes.portfolio.href());
