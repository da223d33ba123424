import styled from '@emotion/styled';
import { Button, EmptyState, Field, Grid, NativeSelect, Skeleton } from '@manara/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CourseCard } from '../../../components/course-card';
import { paths } from '../../../config/paths';
import { useCourses } from '../../../lib/queries/get-courses';
import { ALL_CATEGORIES, courseCategories, filterCourses } from '../utils/filter-courses';

const FilterBar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: theme.space[4],
  padding: theme.space[5],
  marginBottom: theme.space[6],
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  '& [data-slot="field"]': { minWidth: 'min(18rem, 100%)' },
}));

const ResultCount = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/** The course catalog with its category filter (spec §2); the filter lives in the URL (?category=). */
export function CourseCatalog() {
  const { data: courses = [], isPending, isError, refetch } = useCourses();
  const [params, setParams] = useSearchParams();
  const categories = useMemo(() => courseCategories(courses), [courses]);
  const requested = params.get('category');
  const category = requested && (isPending || categories.includes(requested)) ? requested : ALL_CATEGORIES;
  const visible = useMemo(() => filterCourses(courses, category), [courses, category]);

  const setCategory = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL_CATEGORIES) next.delete('category');
        else next.set('category', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (isError) {
    return (
      <EmptyState
        title="We could not load the catalog"
        description="Please check your connection and try again."
        actions={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }

  return (
    <>
      <FilterBar>
        <Field label="Category">
          {(control) => (
            <NativeSelect {...control} value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value={ALL_CATEGORIES}>All categories</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <ResultCount role="status">
          {isPending ? 'Loading courses…' : `${visible.length} ${visible.length === 1 ? 'course' : 'courses'}`}
        </ResultCount>
      </FilterBar>
      {isPending ? (
        <Grid columns={{ base: 1, md: 2, lg: 3 }} aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height="15rem" />
          ))}
        </Grid>
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
              <CourseCard
                title={course.title}
                category={course.category}
                level={course.level}
                durationHrs={course.durationHrs}
                rating={course.rating}
                price={course.price}
                href={paths.course(course.id)}
                titleLevel={2}
                style={{ height: '100%' }}
              />
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}
