import { fallbackProgress } from '@manara/contracts';
import { DASHBOARD_CATALOG_COUNT } from '@manara/contracts/constants/limits';
import { useQuery } from '@tanstack/react-query';
import { readCourseProgress } from '@/lib/course-progress';
import { courseList } from '@/lib/queries/get-courses';
import { useMyEnrollments } from '../api/get-my-enrollments';
import { pickActiveCourses, type ActiveCourse } from '../lib/active-courses';

export type { ActiveCourse };

/**
 * The dashboard's active courses: the member's enrollments, topped up from the catalogue (see
 * pickActiveCourses). A course with no progress anywhere shows the member's own 20–79 for it, the
 * same on every visit and on the course page (contracts' fallbackProgress).
 */
export function useActiveCourses(userId: string, enabled = true) {
  // The first few of the catalogue, not all of it: enough to fill the cards (DASHBOARD_CATALOG_COUNT).
  const catalog = useQuery({ ...courseList.latest(DASHBOARD_CATALOG_COUNT), enabled });
  const enrollments = useMyEnrollments(userId, enabled);
  const fallback = (courseId: string) => fallbackProgress(userId, courseId);
  const courses: ActiveCourse[] =
    catalog.data && enrollments.data
      ? pickActiveCourses({
          enrollments: enrollments.data,
          catalog: catalog.data,
          stored: readCourseProgress,
          fallback,
        })
      : [];
  return {
    courses,
    isPending: catalog.isPending || enrollments.isPending,
    // Without the account's enrollments the cards would show made-up numbers instead: say so instead.
    isError: catalog.isError || enrollments.isError,
    refetch: () => {
      if (catalog.isError) void catalog.refetch();
      if (enrollments.isError) void enrollments.refetch();
    },
  };
}

/**
 * Whether the member's dashboard shows this course among their active courses without an enrollment
 * behind it (a catalogue card with its 20–79): its page then continues from that figure instead of
 * asking them to start, so the card's Continue and the page agree. Null while that is being read;
 * nothing is read for a visitor.
 */
export function useActiveOnDashboard(userId: string | null, courseId: string): boolean | null {
  const { courses, isPending, isError } = useActiveCourses(userId ?? '', userId !== null);
  if (userId === null || isError) return false;
  if (isPending) return null;
  return courses.some((course) => course.courseId === courseId && course.status === undefined);
}
