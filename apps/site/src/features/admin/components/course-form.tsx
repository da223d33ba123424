import { zodResolver } from '@hookform/resolvers/zod';
import {
  COURSE_LEVELS,
  courseInputSchema,
  DURATION_HRS,
  FAILURE_TOASTS,
  PRICE,
  SUCCESS_TOASTS,
  type Course,
  type CourseFormValues,
  type CourseInput,
} from '@manara/contracts';
import { NumberField, Select, TextField } from '@manara/ui';
import { useSaveCourse } from '../api/save-course';
import { useAdminForm } from '../hooks/use-admin-form';
import { RatingField } from './rating-field';
import { AdminEditForm } from './admin-form-layout';

const EMPTY: CourseFormValues = { title: '', category: '', level: 'Beginner', durationHrs: '', rating: '', price: '' };

function toFormValues(course: Course): CourseFormValues {
  return {
    title: course.title,
    category: course.category,
    level: course.level,
    durationHrs: String(course.durationHrs),
    rating: String(course.rating),
    price: String(course.price),
  };
}

/**
 * Create or edit a course: Edit loads the course, Cancel edit returns to create
 * mode, a successful save resets the form; errors show inline above the buttons.
 */
export function CourseForm({ editing, onDone }: { editing: Course | null; onDone: () => void }) {
  const save = useSaveCourse();
  const { control, ...form } = useAdminForm<CourseFormValues, CourseInput>({
    resolver: zodResolver(courseInputSchema),
    empty: EMPTY,
    initial: editing ? toFormValues(editing) : null,
    firstField: 'title',
    save: (input) => save.mutateAsync({ ...(editing ? { id: editing.id } : {}), input }),
    toasts: {
      created: SUCCESS_TOASTS.courseCreated,
      updated: SUCCESS_TOASTS.courseUpdated,
      failed: FAILURE_TOASTS.courseSave,
    },
    onDone,
  });
  return (
    <AdminEditForm
      label={editing ? `Edit course ${editing.title}` : 'Create course'}
      form={form}
      editing={editing !== null}
      saving={save.isPending}
      submitLabel={editing ? 'Update course' : 'Create course'}
      onCancel={onDone}
    >
      <TextField control={control} name="title" label="Title" required />
      <TextField control={control} name="category" label="Category" required />
      <Select control={control} name="level" label="Level" options={COURSE_LEVELS} />
      <NumberField
        control={control}
        name="durationHrs"
        label="Duration (hours)"
        required
        {...DURATION_HRS}
        step="any"
      />
      <RatingField control={control} name="rating" />
      <NumberField control={control} name="price" label="Price (USD)" required {...PRICE} step="any" />
    </AdminEditForm>
  );
}
