export { courseQuery, courseQueryKey, getCourse, useCourse } from '@/lib/queries/get-course';
export { courseList, coursesQueryKey, type CourseFilter } from '@/lib/queries/get-courses';
export { CourseCatalog, primeCourseCatalog } from './components/course-catalog';
export { CourseDetail } from './components/course-detail';
