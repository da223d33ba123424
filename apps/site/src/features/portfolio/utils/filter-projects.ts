import type { Project, ServiceFilter } from '@manara/contracts';

/** The value of a filter that lets every project through. */
export const ALL = 'all';

export interface PortfolioFilters {
  /** A project's `domain`, or ALL. */
  discipline: string;
  service: ServiceFilter | typeof ALL;
  /** A year as text (select values are strings), or ALL. */
  year: string;
}

export const defaultPortfolioFilters: PortfolioFilters = { discipline: ALL, service: ALL, year: ALL };

/** The disciplines (alphabetical) and years (newest first) that the projects actually have. */
export function portfolioFilterOptions(projects: readonly Project[]): { disciplines: string[]; years: number[] } {
  const disciplines = [...new Set(projects.map((p) => p.domain.trim()).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
  const years = [...new Set(projects.map((p) => p.year))].sort((a, b) => b - a);
  return { disciplines, years };
}

/** Projects matching all three filters; a project without a service only passes "all services". */
export function filterProjects(projects: readonly Project[], filters: PortfolioFilters): Project[] {
  return projects.filter(
    (project) =>
      (filters.discipline === ALL || project.domain.trim() === filters.discipline) &&
      (filters.service === ALL || project.service === filters.service) &&
      (filters.year === ALL || String(project.year) === filters.year),
  );
}
