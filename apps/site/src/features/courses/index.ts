export { courseQuery, courseQueryKey, getCourse, useCourse } from './api/get-course';
export { coursesQuery, coursesQueryKey, getCourses, useCourses } from './api/get-courses';
export { CourseCatalog } from './components/course-catalog';
export { CourseDetail } from './components/course-detail';
