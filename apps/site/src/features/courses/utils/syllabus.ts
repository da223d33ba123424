import type { Course, CourseModule } from '@manara/contracts';

/** The course page shows a 4-module syllabus. */
export const SYLLABUS_MODULES = 4;

/**
 * The course's own modules when the catalog carries them, completed to four with the structure every
 * Manara course follows (a course created in the admin panel has no modules yet).
 */
export function syllabusFor(course: Course): CourseModule[] {
  const own = (course.modules ?? []).slice(0, SYLLABUS_MODULES);
  const standard: CourseModule[] = [
    {
      title: 'Foundations',
      lessons: ['Course orientation', `Key ideas of ${course.category.toLowerCase()}`, 'Reading the evidence'],
    },
    { title: 'Core methods', lessons: ['Worked examples', 'Choosing the right approach', 'Common mistakes'] },
    {
      title: 'Applied practice',
      lessons: ['Guided exercise on a clinical dataset', 'Interpreting results', 'Peer review'],
    },
    { title: 'Assessment and project', lessons: ['Module quizzes', 'Final assessment', 'Project submission'] },
  ];
  return [...own, ...standard.slice(own.length)];
}
