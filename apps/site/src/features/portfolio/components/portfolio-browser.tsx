import styled from '@emotion/styled';
import { SERVICE_FILTERS, type ServiceFilter } from '@manara/contracts';
import { Button, EmptyState, Grid, Stack, VisuallyHidden, surface } from '@manara/ui';
import { useMemo } from 'react';
import { FilterSelect, LoadFailed, LoadingGrid, useFilterParams } from '../../../components/browse';
import { usePortfolio } from '../../../lib/queries/get-portfolio';
import { ALL, filterProjects, portfolioFilterOptions, type PortfolioFilters } from '../utils/filter-projects';
import { PortfolioItem } from './portfolio-item';

const FilterBar = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'end',
  padding: theme.space[5],
  marginBottom: theme.space[6],
  ...surface(theme),
  [theme.mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' },
}));

const ResultCount = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space[4]}`, color: theme.colors.textMuted }));

const isService = (value: string | null): value is ServiceFilter =>
  value !== null && (SERVICE_FILTERS as readonly string[]).includes(value);

/** Reads the three filters from the URL, so a filtered view can be shared and survives a reload. */
function useFiltersFromUrl() {
  const { params, setFilter, clearFilters } = useFilterParams(ALL);
  const service = params.get('service');
  const filters: PortfolioFilters = {
    discipline: params.get('discipline') ?? ALL,
    service: isService(service) ? service : ALL,
    year: params.get('year') ?? ALL,
  };
  return { filters, setFilter, clearFilters };
}

/** The portfolio with its discipline, service and year filters; the filters live in the URL. */
export function PortfolioBrowser({ headingId }: { headingId: string }) {
  const { data: projects = [], isPending, isError, refetch } = usePortfolio();
  const { filters, setFilter, clearFilters } = useFiltersFromUrl();
  const options = useMemo(() => portfolioFilterOptions(projects), [projects]);
  const visible = useMemo(() => filterProjects(projects, filters), [projects, filters]);
  const filterSelects = [
    { key: 'discipline', label: 'Discipline', allLabel: 'All disciplines', options: options.disciplines },
    { key: 'service', label: 'Service', allLabel: 'All services', options: SERVICE_FILTERS },
    { key: 'year', label: 'Year', allLabel: 'All years', options: options.years },
  ] as const;
  const filtered = filters.discipline !== ALL || filters.service !== ALL || filters.year !== ALL;

  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        Projects
      </VisuallyHidden>
      <FilterBar role="group" aria-label="Filter projects">
        {filterSelects.map(({ key, label, allLabel, options: choices }) => (
          <FilterSelect
            key={key}
            label={label}
            allLabel={allLabel}
            allValue={ALL}
            value={filters[key]}
            options={choices}
            onChange={(value) => setFilter(key, value)}
          />
        ))}
        <Button variant="ghost" onClick={clearFilters} disabled={!filtered}>
          Clear filters
        </Button>
      </FilterBar>

      {isPending ? (
        <LoadingGrid label="Loading projects" />
      ) : isError ? (
        <LoadFailed titleLevel={3} title="The portfolio could not be loaded" onRetry={() => void refetch()} />
      ) : (
        <>
          <ResultCount role="status" aria-live="polite">
            Showing {visible.length} of {projects.length} {projects.length === 1 ? 'project' : 'projects'}
          </ResultCount>
          {visible.length === 0 ? (
            <EmptyState
              titleLevel={3}
              title="No projects match these filters"
              description="Try another discipline, service or year, or clear the filters to see every case study."
              actions={<Button onClick={clearFilters}>Clear filters</Button>}
            />
          ) : (
            <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} aria-label="Projects">
              {visible.map((project) => (
                <Stack as="li" key={project.id}>
                  <PortfolioItem project={project} titleLevel={3} />
                </Stack>
              ))}
            </Grid>
          )}
        </>
      )}
    </section>
  );
}
