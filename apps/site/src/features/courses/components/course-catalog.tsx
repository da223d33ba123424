import styled from '@emotion/styled';
import { PUBLIC_PAGE_SIZE } from '@manara/contracts/constants/limits';
import { formatNumber } from '@manara/contracts/constants/numbers';
import { Button, EmptyState, spreadRow, surface } from '@manara/ui';
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
import { CourseCard } from '@/components/course-card';
import { paths } from '@/config/paths';
import { courseList } from '@/lib/queries/get-courses';
import { courseFilterOptionsQuery } from '../api/get-course-filters';
import { ALL_CATEGORIES, catalogCategory, courseFilterOf } from '../utils/filter-courses';

const FilterBar = styled.div(({ theme }) => ({
  ...spreadRow(theme, 'flex-end', 4),
  padding: theme.space[5],
  marginBottom: theme.space[6],
  ...surface(theme),
  '& [data-slot="field"]': { minWidth: 'min(18rem, 100%)' },
}));

const ResultCount = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const count = (n: number) => `${formatNumber(n)} ${n === 1 ? 'course' : 'courses'}`;

/**
 * The course catalog with its category filter; the filter (and a page past the first) lives in the
 * URL (?category=, ?page=). The server filters and pages it: a page at a time, Show more for the next.
 */
export function CourseCatalog() {
  const { params, asked, firstPage, setFilter } = useFilterParams(ALL_CATEGORIES);
  const options = useQuery(courseFilterOptionsQuery());
  const category = catalogCategory(params.get('category'), options.data?.categories);
  // The control shows the category asked for while its courses load.
  const chosen = catalogCategory(asked.get('category'), options.data?.categories);
  const filter = courseFilterOf(category);
  const list = usePagedList({
    pageQuery: (page) => courseList.page(filter, page),
    firstPage,
    pageSize: PUBLIC_PAGE_SIZE.courses,
    filterKey: category,
  });
  const { first } = list;

  const setCategory = (value: string) => setFilter('category', value);

  if (first.isError) {
    return (
      <LoadFailed
        title="We could not load the catalog"
        description="Please check your connection and try again."
        onRetry={() => void first.refetch()}
      />
    );
  }

  const total = first.data?.total ?? 0;
  return (
    <>
      <FilterBar>
        <FilterSelect
          label="Category"
          allLabel="All categories"
          allValue={ALL_CATEGORIES}
          value={chosen}
          options={options.data?.categories ?? (chosen === ALL_CATEGORIES ? [] : [chosen])}
          onChange={setCategory}
        />
        <ResultCount role="status">{first.isPending ? 'Loading courses…' : count(total)}</ResultCount>
      </FilterBar>
      {first.isPending ? (
        <LoadingGrid count={6} height="15rem" />
      ) : total === 0 ? (
        <EmptyState
          title="No courses in this category yet"
          description="Choose another category or browse the whole catalog."
          actions={<Button onClick={() => setCategory(ALL_CATEGORIES)}>Show all courses</Button>}
        />
      ) : first.data.items.length === 0 ? (
        <PastLastPage things="courses" firstPageHref={`${paths.courses}${pageSearch(params, 1)}`} />
      ) : (
        <PagedGrid
          list={list}
          label="Courses"
          moreLabel="Show more courses"
          pageHref={(page) => `${paths.courses}${pageSearch(params, page)}`}
          renderItem={(course) => (
            <CourseCard course={course} href={paths.course(course.id)} titleLevel={2} style={{ height: '100%' }} />
          )}
        />
      )}
    </>
  );
}

/**
 * What the catalog reads for an address, for the route's loader: its categories, then the page the
 * address names with the filter the catalog will apply once those categories are known.
 */
export async function primeCourseCatalog(queryClient: QueryClient, searchParams: URLSearchParams): Promise<void> {
  const { categories } = await queryClient.ensureQueryData(courseFilterOptionsQuery());
  const filter = courseFilterOf(catalogCategory(searchParams.get('category'), categories));
  await queryClient.ensureQueryData(courseList.page(filter, firstPageOf(searchParams)));
}
