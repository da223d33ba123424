import { apiRoutes, type Project, type ServiceFilter } from '@manara/contracts';
import { publicList } from './public-list';

/** The portfolio's filters, as `GET /api/portfolio` takes them (a project's `domain` is its discipline). */
export type PortfolioFilter = {
  discipline?: string;
  service?: ServiceFilter;
  year?: number;
};

/** `GET /api/portfolio`: the published projects, newest first, a page at a time. */
export const portfolioList = publicList<Project, 'portfolio', PortfolioFilter>('portfolio', apiRoutes.portfolio.href);
export const portfolioQueryKey = portfolioList.queryKey;
