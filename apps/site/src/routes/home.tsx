import { useCourses } from '../features/courses/api/get-courses';

export function Component() {
  const { data: courses, error, isPending } = useCourses();
  return (
    <section aria-labelledby="courses-heading">
      <h1>Manara Research</h1>
      <h2 id="courses-heading">Courses</h2>
      {error && <p role="alert">{error.message}</p>}
      {isPending && <p>Loading courses…</p>}
      <ul>
        {courses?.map((course) => (
          <li key={course.id}>{course.title}</li>
        ))}
      </ul>
    </section>
  );
}
