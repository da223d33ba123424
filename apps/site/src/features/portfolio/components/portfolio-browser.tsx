import styled from '@emotion/styled';
import { SERVICE_FILTERS, type ServiceFilter } from '@manara/contracts';
import { Button, EmptyState, Field, Grid, NativeSelect, Skeleton, Stack, VisuallyHidden } from '@manara/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePortfolio } from '../../../lib/queries/get-portfolio';
import { ALL, filterProjects, portfolioFilterOptions, type PortfolioFilters } from '../utils/filter-projects';
import { PortfolioItem } from './portfolio-item';

const FilterBar = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'end',
  padding: theme.space[5],
  marginBottom: theme.space[6],
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  [theme.mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' },
}));

const ResultCount = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space[4]}`, color: theme.colors.textMuted }));

const isService = (value: string | null): value is ServiceFilter =>
  value !== null && (SERVICE_FILTERS as readonly string[]).includes(value);

/** Reads the three filters from the URL, so a filtered view can be shared and survives a reload. */
function useFiltersFromUrl(): [PortfolioFilters, (key: keyof PortfolioFilters, value: string) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const service = params.get('service');
  const filters: PortfolioFilters = {
    discipline: params.get('discipline') ?? ALL,
    service: isService(service) ? service : ALL,
    year: params.get('year') ?? ALL,
  };
  const setFilter = (key: keyof PortfolioFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
  return [filters, setFilter, clear];
}

/** The portfolio with its discipline, service and year filters (spec §2). */
export function PortfolioBrowser({ headingId }: { headingId: string }) {
  const { data: projects = [], isPending, isError, refetch } = usePortfolio();
  const [filters, setFilter, clearFilters] = useFiltersFromUrl();
  const options = useMemo(() => portfolioFilterOptions(projects), [projects]);
  const visible = useMemo(() => filterProjects(projects, filters), [projects, filters]);
  const filtered = filters.discipline !== ALL || filters.service !== ALL || filters.year !== ALL;

  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        Projects
      </VisuallyHidden>
      <FilterBar role="group" aria-label="Filter projects">
        <Field label="Discipline">
          {(control) => (
            <NativeSelect
              {...control}
              value={filters.discipline}
              onChange={(e) => setFilter('discipline', e.target.value)}
            >
              <option value={ALL}>All disciplines</option>
              {options.disciplines.map((discipline) => (
                <option key={discipline} value={discipline}>
                  {discipline}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Service">
          {(control) => (
            <NativeSelect {...control} value={filters.service} onChange={(e) => setFilter('service', e.target.value)}>
              <option value={ALL}>All services</option>
              {SERVICE_FILTERS.map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Year">
          {(control) => (
            <NativeSelect {...control} value={filters.year} onChange={(e) => setFilter('year', e.target.value)}>
              <option value={ALL}>All years</option>
              {options.years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Button variant="ghost" onClick={clearFilters} disabled={!filtered}>
          Clear filters
        </Button>
      </FilterBar>

      {isPending ? (
        <Grid columns={{ base: 1, md: 2, lg: 3 }} aria-busy="true" aria-label="Loading projects">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height="14rem" />
          ))}
        </Grid>
      ) : isError ? (
        <EmptyState
          titleLevel={3}
          title="The portfolio could not be loaded"
          description="Check your connection and try again."
          actions={<Button onClick={() => void refetch()}>Try again</Button>}
        />
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
