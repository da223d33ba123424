import { DASHBOARD_COURSE_COUNT, type Course, type EnrollmentStatus, type MyEnrollment } from '@manara/contracts';

/** One card of the dashboard's active courses. */
export interface ActiveCourse {
  courseId: string;
  title: string;
  category: string;
  level: string;
  durationHrs: number;
  rating: number;
  progress: number;
  /** The member's enrollment status; undefined for a catalogue course they have not started on the account. */
  status?: EnrollmentStatus;
}

export interface ActiveCourseSources {
  /** The member's enrollments as the server orders them (in progress first, then most recently updated). */
  enrollments: readonly MyEnrollment[];
  /** The catalogue, in its own order: it fills the cards when the member has fewer than three enrollments. */
  catalog: readonly Course[];
  /** The progress this browser saved for a course, or null. */
  stored: (courseId: string) => number | null;
  /** The member's 20–79 for a course with no progress anywhere (contracts' fallbackProgress). */
  fallback: (courseId: string) => number;
}

/**
 * The dashboard's three active courses: the member's enrollments first (in progress before the
 * others, otherwise in the server's order) with the progress saved on the account; then, while
 * fewer than three, the first catalogue courses the member is not enrolled in, each with this
 * browser's progress, and the fallback only for a course with no progress at all.
 */
export function pickActiveCourses({ enrollments, catalog, stored, fallback }: ActiveCourseSources): ActiveCourse[] {
  // Array.prototype.sort is stable: the server's order holds within each group.
  const ordered = [...enrollments].sort(
    (a, b) => Number(b.status === 'in_progress') - Number(a.status === 'in_progress'),
  );
  const fromAccount: ActiveCourse[] = ordered.slice(0, DASHBOARD_COURSE_COUNT).map((enrollment) => ({
    courseId: enrollment.courseId,
    title: enrollment.courseTitle,
    category: enrollment.category,
    level: enrollment.level,
    durationHrs: enrollment.durationHrs,
    rating: enrollment.rating,
    progress: enrollment.progress,
    status: enrollment.status,
  }));
  const enrolled = new Set(enrollments.map((enrollment) => enrollment.courseId));
  const fromCatalog: ActiveCourse[] = catalog
    .filter((course) => !enrolled.has(course.id))
    .slice(0, Math.max(0, DASHBOARD_COURSE_COUNT - fromAccount.length))
    .map((course) => ({
      courseId: course.id,
      title: course.title,
      category: course.category,
      level: course.level,
      durationHrs: course.durationHrs,
      rating: course.rating,
      progress: stored(course.id) ?? fallback(course.id),
    }));
  return [...fromAccount, ...fromCatalog];
}
