import styled from '@emotion/styled';
import { Button, EmptyState, Grid, spreadRow, surface } from '@manara/ui';
import { useMemo } from 'react';
import { FilterSelect, LoadFailed, LoadingGrid, useFilterParams } from '../../../components/browse';
import { CourseCard } from '../../../components/course-card';
import { paths } from '../../../config/paths';
import { useCourses } from '../../../lib/queries/get-courses';
import { ALL_CATEGORIES, courseCategories, filterCourses } from '../utils/filter-courses';

const FilterBar = styled.div(({ theme }) => ({
  ...spreadRow(theme, 'flex-end', 4),
  padding: theme.space[5],
  marginBottom: theme.space[6],
  ...surface(theme),
  '& [data-slot="field"]': { minWidth: 'min(18rem, 100%)' },
}));

const ResultCount = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/** The course catalog with its category filter; the filter lives in the URL (?category=). */
export function CourseCatalog() {
  const { data: courses = [], isPending, isError, refetch } = useCourses();
  const { params, setFilter } = useFilterParams(ALL_CATEGORIES);
  const categories = useMemo(() => courseCategories(courses), [courses]);
  const requested = params.get('category');
  const category = requested && (isPending || categories.includes(requested)) ? requested : ALL_CATEGORIES;
  const visible = useMemo(() => filterCourses(courses, category), [courses, category]);

  const setCategory = (value: string) => setFilter('category', value);

  if (isError) {
    return (
      <LoadFailed
        title="We could not load the catalog"
        description="Please check your connection and try again."
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <FilterBar>
        <FilterSelect
          label="Category"
          allLabel="All categories"
          allValue={ALL_CATEGORIES}
          value={category}
          options={categories}
          onChange={setCategory}
        />
        <ResultCount role="status">
          {isPending ? 'Loading courses…' : `${visible.length} ${visible.length === 1 ? 'course' : 'courses'}`}
        </ResultCount>
      </FilterBar>
      {isPending ? (
        <LoadingGrid count={6} height="15rem" />
      ) : visible.length === 0 ? (
        <EmptyState
          title="No courses in this category yet"
          description="Choose another category or browse the whole catalog."
          actions={<Button onClick={() => setCategory(ALL_CATEGORIES)}>Show all courses</Button>}
        />
      ) : (
        <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} aria-label="Courses">
          {visible.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} href={paths.course(course.id)} titleLevel={2} style={{ height: '100%' }} />
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}
