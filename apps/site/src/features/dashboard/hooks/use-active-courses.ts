import { DASHBOARD_COURSE_COUNT, type Course } from '@manara/contracts';
import { useState } from 'react';
import { useCourses } from '../../../lib/queries/get-courses';
import { readCourseProgress } from '../../../lib/course-progress';
import { displayedProgress, fallbackProgress } from '../lib/progress';

export interface ActiveCourse {
  course: Course;
  progress: number;
}

/**
 * The dashboard's active courses: the first three of the catalog, each with the progress
 * saved in this browser or a random 20–79 that stays the same for the rest of the visit.
 */
export function useActiveCourses() {
  const query = useCourses();
  // One fallback per course id, drawn once per visit of the page.
  const [fallbacks] = useState(() => new Map<string, number>());
  const courses: ActiveCourse[] = (query.data ?? []).slice(0, DASHBOARD_COURSE_COUNT).map((course) => {
    let fallback = fallbacks.get(course.id);
    if (fallback === undefined) {
      fallback = fallbackProgress();
      fallbacks.set(course.id, fallback);
    }
    return { course, progress: displayedProgress(readCourseProgress(course.id), fallback) };
  });
  return { ...query, courses };
}
