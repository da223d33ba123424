import { Button, ButtonLink, EmptyState, Section, Skeleton, Stack } from '@manara/ui';
import { EMPTY_STATES } from '@manara/contracts';
import { useParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { CourseDetail, useCourse } from '../features/courses';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  const { id = '' } = useParams();
  const { data: course, isPending, isError, refetch } = useCourse(id);

  usePageMeta(
    course ? course.title : course === null ? EMPTY_STATES.courseNotFound.title : 'Course',
    course?.summary ?? 'Course syllabus, progress tracking, assessment and certification at Manara Research.',
  );

  if (isPending) {
    return (
      <Section aria-busy="true" aria-label="Loading course">
        <Stack gap={4}>
          <Skeleton width="12rem" height="1rem" />
          <Skeleton width="70%" height="2.5rem" />
          <Skeleton height="16rem" />
        </Stack>
      </Section>
    );
  }
  if (isError) {
    return (
      <Section>
        <EmptyState
          titleLevel={1}
          title="We could not load this course"
          description="Please check your connection and try again."
          actions={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      </Section>
    );
  }
  if (!course) {
    return (
      <Section spacing="lg">
        <EmptyState
          titleLevel={1}
          title={EMPTY_STATES.courseNotFound.title}
          description={EMPTY_STATES.courseNotFound.description}
          actions={<ButtonLink href={paths.courses}>Back to courses</ButtonLink>}
        />
      </Section>
    );
  }
  return <CourseDetail course={course} />;
}
