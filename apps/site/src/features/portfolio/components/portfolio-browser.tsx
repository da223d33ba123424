import styled from '@emotion/styled';
import { formatNumber, SERVICE_FILTERS } from '@manara/contracts';
import { PUBLIC_PAGE_SIZE } from '@manara/contracts/constants/limits';
import { Button, EmptyState, VisuallyHidden, surface } from '@manara/ui';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  FilterSelect,
  firstPageOf,
  LoadFailed,
  LoadingGrid,
  PagedGrid,
  PastLastPage,
  pageSearch,
  useFilterParams,
  usePagedList,
} from '@/components/browse';
import { paths } from '@/config/paths';
import { portfolioList } from '@/lib/queries/get-portfolio';
import { portfolioFilterOptionsQuery } from '../api/get-portfolio-filters';
import { ALL, portfolioFiltersOf, serverFilterOf } from '../utils/filter-projects';
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

const n = formatNumber;

/** "Showing 24 of 1,000 projects", or "Showing 25–48 of 1,000 projects" from a later page. */
function shownText({ from, to, total }: { from: number; to: number; total: number }): string {
  const shown = from === 1 ? n(to) : `${n(from)}–${n(to)}`;
  return `Showing ${shown} of ${n(total)} ${total === 1 ? 'project' : 'projects'}`;
}

/**
 * The portfolio with its discipline, service and year filters; the filters (and a page past the
 * first) live in the URL. The server filters and pages it: a page at a time, Show more for the next.
 */
export function PortfolioBrowser({ headingId }: { headingId: string }) {
  const { params, asked, firstPage, setFilter, clearFilters } = useFilterParams(ALL);
  const options = useQuery(portfolioFilterOptionsQuery());
  const filters = portfolioFiltersOf(params, options.data);
  // The controls show the filters asked for while the list for them loads.
  const chosen = portfolioFiltersOf(asked, options.data);
  const list = usePagedList({
    pageQuery: (page) => portfolioList.page(serverFilterOf(filters), page),
    firstPage,
    pageSize: PUBLIC_PAGE_SIZE.portfolio,
    filterKey: JSON.stringify(filters),
  });
  const { first, shown } = list;
  const filterSelects = [
    { key: 'discipline', label: 'Discipline', allLabel: 'All disciplines', options: options.data?.disciplines },
    { key: 'service', label: 'Service', allLabel: 'All services', options: SERVICE_FILTERS },
    { key: 'year', label: 'Year', allLabel: 'All years', options: options.data?.years },
  ] as const;
  const filtered = chosen.discipline !== ALL || chosen.service !== ALL || chosen.year !== ALL;

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
            value={chosen[key]}
            // While the choices load, the one the address names is the only one.
            options={choices ?? (chosen[key] === ALL ? [] : [chosen[key]])}
            onChange={(value) => setFilter(key, value)}
          />
        ))}
        <Button variant="ghost" onClick={clearFilters} disabled={!filtered}>
          Clear filters
        </Button>
      </FilterBar>

      {first.isPending ? (
        <LoadingGrid label="Loading projects" />
      ) : first.isError ? (
        <LoadFailed titleLevel={3} title="The portfolio could not be loaded" onRetry={() => void first.refetch()} />
      ) : (
        <>
          <ResultCount role="status" aria-live="polite">
            {shown && shown.total > 0 && first.data.items.length > 0 ? shownText(shown) : 'Showing 0 projects'}
          </ResultCount>
          {first.data.total === 0 ? (
            <EmptyState
              titleLevel={3}
              title="No projects match these filters"
              description="Try another discipline, service or year, or clear the filters to see every case study."
              actions={<Button onClick={clearFilters}>Clear filters</Button>}
            />
          ) : first.data.items.length === 0 ? (
            <PastLastPage
              titleLevel={3}
              things="projects"
              firstPageHref={`${paths.portfolio}${pageSearch(params, 1)}`}
            />
          ) : (
            <PagedGrid
              list={list}
              label="Projects"
              moreLabel="Show more projects"
              pageHref={(page) => `${paths.portfolio}${pageSearch(params, page)}`}
              renderItem={(project) => <PortfolioItem project={project} titleLevel={3} />}
            />
          )}
        </>
      )}
    </section>
  );
}

/** What the portfolio reads for an address, for the route's loader (see CourseCatalog's). */
export async function primePortfolio(queryClient: QueryClient, searchParams: URLSearchParams): Promise<void> {
  const options = await queryClient.ensureQueryData(portfolioFilterOptionsQuery());
  const filter = serverFilterOf(portfolioFiltersOf(searchParams, options));
  await queryClient.ensureQueryData(portfolioList.page(filter, firstPageOf(searchParams)));
}
