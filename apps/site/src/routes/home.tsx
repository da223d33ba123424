import type { Course } from '@manara/contracts';
import { useEffect, useState } from 'react';
import { getCourses } from '../features/courses/api/get-courses';

export function Component() {
  const [courses, setCourses] = useState<Course[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getCourses(controller.signal)
      .then(setCourses)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(err instanceof Error ? err.message : String(err));
      });
    return () => controller.abort();
  }, []);

  return (
    <section aria-labelledby="courses-heading">
      <h1>Manara Research</h1>
      <h2 id="courses-heading">Courses</h2>
      {error && <p role="alert">{error}</p>}
      {!courses && !error && <p>Loading courses…</p>}
      <ul>
        {courses?.map((course) => (
          <li key={course.id}>{course.title}</li>
        ))}
      </ul>
    </section>
  );
}
