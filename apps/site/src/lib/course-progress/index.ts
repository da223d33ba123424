export { clampProgress, readCourseProgress, writeCourseProgress } from './course-progress';
export { useCourseProgress, type CourseProgressValue } from './use-course-progress';
