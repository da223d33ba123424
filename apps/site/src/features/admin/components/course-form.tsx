import { zodResolver } from '@hookform/resolvers/zod';
import {
  COURSE_LEVELS,
  courseInputSchema,
  FAILURE_TOASTS,
  SUCCESS_TOASTS,
  type Course,
  type CourseFormValues,
  type CourseInput,
} from '@manara/contracts';
import { Button, NumberField, Select, TextField, toast } from '@manara/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureToast } from '../../session';
import { useSaveCourse } from '../api/save-course';
import { AdminForm, FormActions, FormAlert, FormGrid, firstError } from './admin-form-layout';

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
 * Create or edit a course (spec §4 and §5): Edit loads the course, Cancel edit returns to create
 * mode, a successful save resets the form; errors show inline above the buttons.
 */
export function CourseForm({ editing, onDone }: { editing: Course | null; onDone: () => void }) {
  const save = useSaveCourse();
  const [saveError, setSaveError] = useState<string>();
  const {
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<CourseFormValues, unknown, CourseInput>({
    resolver: zodResolver(courseInputSchema),
    defaultValues: editing ? toFormValues(editing) : EMPTY,
  });

  // Edit loads the item into this form (mounted afresh for it): bring it into view, ready to type.
  const isEditing = editing !== null;
  useEffect(() => {
    if (isEditing) setFocus('title');
  }, [isEditing, setFocus]);

  const onSubmit = handleSubmit(async (input) => {
    setSaveError(undefined);
    try {
      await save.mutateAsync({ ...(editing ? { id: editing.id } : {}), input });
      toast.success(editing ? SUCCESS_TOASTS.courseUpdated : SUCCESS_TOASTS.courseCreated);
      reset(EMPTY);
      onDone();
    } catch (error) {
      const text = failureToast(error, FAILURE_TOASTS.courseSave);
      setSaveError(text.message);
      toast.error(text);
    }
  });

  const inline = saveError ?? firstError(errors);
  return (
    <AdminForm noValidate onSubmit={onSubmit} aria-label={editing ? `Edit course ${editing.title}` : 'Create course'}>
      <FormGrid>
        <TextField control={control} name="title" label="Title" required />
        <TextField control={control} name="category" label="Category" required />
        <Select control={control} name="level" label="Level" options={COURSE_LEVELS} />
        <NumberField control={control} name="durationHrs" label="Duration (hours)" min={0} step="any" />
        <NumberField control={control} name="rating" label="Rating (0 to 5)" min={0} max={5} step={0.1} />
        <NumberField control={control} name="price" label="Price (USD)" min={0} step="any" />
      </FormGrid>
      <FormAlert>{inline}</FormAlert>
      <FormActions>
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Update course' : 'Create course'}
        </Button>
        {editing ? (
          <Button variant="outline" onClick={onDone}>
            Cancel edit
          </Button>
        ) : null}
      </FormActions>
    </AdminForm>
  );
}
