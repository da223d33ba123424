import { FAILURE_TOASTS, SUCCESS_TOASTS, type Course } from '@manara/contracts';
import { useDeleteCourse } from '../api/delete-course';
import { useAdminCourses } from '../api/get-courses';
import { useItemManager } from '../hooks/use-item-manager';
import { CourseForm } from './course-form';
import { CourseTable } from './course-table';
import { ItemManagerLayout } from './item-manager';

/** Courses: create, edit and delete, with a confirmation before delete. */
export function CourseManager() {
  const courses = useAdminCourses();
  const remove = useDeleteCourse();
  const manager = useItemManager<Course>({
    remove: (id) => remove.mutateAsync(id),
    toasts: { removed: SUCCESS_TOASTS.courseRemoved, deleteFailed: FAILURE_TOASTS.courseDelete },
  });
  const { editing } = manager;
  return (
    <ItemManagerLayout
      manager={manager}
      formTitle={editing ? `Edit course: ${editing.title}` : 'New course'}
      listTitle="All courses"
      form={<CourseForm key={editing?.id ?? 'new'} editing={editing} onDone={manager.finishEdit} />}
      list={<CourseTable query={courses} onEdit={manager.startEdit} onDelete={manager.askDelete} />}
      confirmDelete={(course) => ({
        title: 'Delete this course?',
        description: `“${course.title}” will be removed from the catalog. This cannot be undone.`,
      })}
    />
  );
}
