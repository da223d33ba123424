import type { Course } from '@manara/contracts';

export const ALL_CATEGORIES = 'all';

/** The catalog's categories, in alphabetical order, each once. */
export function courseCategories(courses: readonly Course[]): string[] {
  return [...new Set(courses.map((course) => course.category))].sort((a, b) => a.localeCompare(b));
}

export function filterCourses(courses: readonly Course[], category: string): Course[] {
  return category === ALL_CATEGORIES ? [...courses] : courses.filter((course) => course.category === category);
}
