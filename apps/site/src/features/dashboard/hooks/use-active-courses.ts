import { useState } from 'react';
import { readCourseProgress } from '../../../lib/course-progress';
import { useCourses } from '../../../lib/queries/get-courses';
import { useMyEnrollments } from '../api/get-my-enrollments';
import { pickActiveCourses, type ActiveCourse } from '../lib/active-courses';
import { fallbackProgress } from '../lib/progress';

export type { ActiveCourse };

/**
 * The dashboard's active courses: the member's enrollments, topped up from the catalogue (see
 * pickActiveCourses). A random fallback is drawn once per course per visit, and only when needed.
 */
export function useActiveCourses(userId: string) {
  const catalog = useCourses();
  const enrollments = useMyEnrollments(userId);
  const [fallbacks] = useState(() => new Map<string, number>());
  const fallback = (courseId: string) => {
    let value = fallbacks.get(courseId);
    if (value === undefined) {
      value = fallbackProgress();
      fallbacks.set(courseId, value);
    }
    return value;
  };
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
