import { Button, ButtonLink, EmptyState, Section } from '@manara/ui';
import { EMPTY_STATES, type Course } from '@manara/contracts';
import { data, useParams } from 'react-router-dom';
import { prime, type RouteLoader } from '@/lib/route-module';
import { paths } from '@/config/paths';
import { CourseDetail, courseQuery, useCourse } from '@/features/courses';
import { useActiveOnDashboard } from '@/features/dashboard';
import { useSession } from '@/lib/session';
import { documentMeta, type RouteHandle } from '@/lib/page-meta';
import { PageSkeleton } from '@/lib/queries/page-state';

/** The course's data, and status 404 when the server has no such course. */
export const loader: RouteLoader = async ({ params, queryClient }) => {
  const query = courseQuery(params.id ?? '');
  await prime(queryClient.ensureQueryData(query));
  return queryClient.getQueryData(query.queryKey) === null ? data(null, { status: 404 }) : null;
};

export const handle: RouteHandle = {
  meta: ({ params, queryClient }) => {
    const course: Course | null | undefined = queryClient.getQueryData(courseQuery(params.id ?? '').queryKey);
    const fallback = 'Course syllabus, progress tracking, assessment and certification at Manara Research.';
    if (course) return documentMeta(course, fallback);
    return { title: course === null ? EMPTY_STATES.courseNotFound.title : 'Course', description: fallback };
  },
};

export function Component() {
  const { id = '' } = useParams();
  const { data: course, isPending, isError, refetch } = useCourse(id);

  if (isPending) {
    return <PageSkeleton label="Loading course" bodyHeight="16rem" />;
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
  return <CourseForReader course={course} />;
}

/** The course as its reader's dashboard presents it: a course shown there as active continues here. */
function CourseForReader({ course }: { course: Course }) {
  const { user } = useSession();
  const activeOnDashboard = useActiveOnDashboard(user?.id ?? null, course.id);
  return <CourseDetail course={course} activeOnDashboard={activeOnDashboard} />;
}
