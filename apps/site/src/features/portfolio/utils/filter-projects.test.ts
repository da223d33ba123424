import type { Project } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { ALL, defaultPortfolioFilters, filterProjects, portfolioFilterOptions } from './filter-projects';

const project = (id: string, domain: string, year: number, service?: Project['service']): Project => ({
  id,
  title: `Project ${id}`,
  domain,
  year,
  summary: 'Summary',
  tags: [],
  ...(service ? { service } : {}),
});

const projects = [
  project('1', 'Cardiology', 2023, 'Data Analysis'),
  project('2', 'Oncology', 2024, 'Research Services'),
  project('3', 'Cardiology', 2024, 'AI Tools'),
  project('4', 'Public Health', 2022),
];

describe('portfolio filters', () => {
  it('offers the disciplines alphabetically and the years newest first, without repeats', () => {
    expect(portfolioFilterOptions(projects)).toEqual({
      disciplines: ['Cardiology', 'Oncology', 'Public Health'],
      years: [2024, 2023, 2022],
    });
  });

  it('lets everything through by default', () => {
    expect(filterProjects(projects, defaultPortfolioFilters)).toHaveLength(4);
  });

  it('combines discipline, service and year', () => {
    expect(filterProjects(projects, { discipline: 'Cardiology', service: ALL, year: ALL }).map((p) => p.id)).toEqual([
      '1',
      '3',
    ]);
    expect(
      filterProjects(projects, { discipline: 'Cardiology', service: 'AI Tools', year: ALL }).map((p) => p.id),
    ).toEqual(['3']);
    expect(filterProjects(projects, { discipline: ALL, service: ALL, year: '2024' }).map((p) => p.id)).toEqual([
      '2',
      '3',
    ]);
  });

  it('excludes projects without a service once a service is chosen, and can match nothing', () => {
    expect(filterProjects(projects, { discipline: 'Public Health', service: 'Data Analysis', year: ALL })).toEqual([]);
  });
});
