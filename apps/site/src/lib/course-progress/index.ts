export { clampProgress, readCourseProgress, writeCourseProgress } from './course-progress';
export { useCourseProgress, type CourseProgressValue } from './use-course-progress';
export {
  browserProgressToMerge,
  mergeBrowserProgress,
  mergedProgress,
  sendProgress,
  type BrowserProgress,
  type SendProgress,
} from './merge';
