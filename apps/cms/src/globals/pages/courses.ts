import { heroPageGlobal } from './hero-page';

export const CoursesPage = heroPageGlobal(
  'courses',
  'Courses page',
  'The heading of /courses. The courses themselves are in Courses.',
);
