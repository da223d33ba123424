import { SERVICE_FILTERS, type PortfolioFilterOptions, type ServiceFilter } from '@manara/contracts';
import type { PortfolioFilter } from '@/lib/queries/get-portfolio';

/** The value of a filter that lets every project through. */
export const ALL = 'all';

export interface PortfolioFilters {
  /** A project's `domain`, or ALL. */
  discipline: string;
  service: ServiceFilter | typeof ALL;
  /** A year as text (select values are strings), or ALL. */
  year: string;
}

const isService = (value: string | null): value is ServiceFilter =>
  value !== null && (SERVICE_FILTERS as readonly string[]).includes(value);

/**
 * The filters the address asks for (?discipline=&service=&year=), each kept only if it is a choice
 * the portfolio offers (or while its choices are still loading): an old link to a discipline or a
 * year no project has any more shows every project instead of none.
 */
export function portfolioFiltersOf(
  params: URLSearchParams,
  options: PortfolioFilterOptions | undefined,
): PortfolioFilters {
  const discipline = params.get('discipline');
  const service = params.get('service');
  const year = params.get('year');
  return {
    discipline: discipline && (!options || options.disciplines.includes(discipline)) ? discipline : ALL,
    service: isService(service) ? service : ALL,
    year: year && (!options || options.years.map(String).includes(year)) ? year : ALL,
  };
}

/** The query the portfolio asks the server for: the chosen filters only. */
export function serverFilterOf({ discipline, service, year }: PortfolioFilters): PortfolioFilter {
  return {
    ...(discipline === ALL ? {} : { discipline }),
    ...(service === ALL ? {} : { service }),
    ...(year === ALL || !/^[0-9]{4}$/.test(year) ? {} : { year: Number(year) }),
  };
}
