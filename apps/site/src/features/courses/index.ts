export { courseQuery, courseQueryKey, getCourse, useCourse } from '../../lib/queries/get-course';
export { coursesQuery, coursesQueryKey, getCourses, useCourses } from '../../lib/queries/get-courses';
export { CourseCatalog } from './components/course-catalog';
export { CourseDetail } from './components/course-detail';
