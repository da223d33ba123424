import { zodResolver } from '@hookform/resolvers/zod';
import {
  COURSE_FIELD_LABELS,
  COURSE_LEVELS,
  courseInputSchema,
  DURATION_HRS,
  formatCoursePrice,
  PRICE,
  type Course,
  type CourseFormValues,
  type CourseInput,
} from '@manara/contracts';
import { useDeleteCourse } from '../api/delete-course';
import { useAdminCoursePage } from '../api/get-courses';
import { useSaveCourse } from '../api/save-course';
import { deleteToasts } from '../lib/resource-toasts';
import type { ManagedResource } from './resource-manager';

/** Courses: create, edit and delete, a page of the catalog at a time. */
export const COURSES: ManagedResource<Course, CourseFormValues, CourseInput> = {
  label: 'Courses',
  form: {
    noun: 'course',
    resolver: zodResolver(courseInputSchema),
    empty: { title: '', category: '', level: 'Beginner', durationHrs: '', rating: '', price: '' },
    toFormValues: (course) => ({
      title: course.title,
      category: course.category,
      level: course.level,
      durationHrs: String(course.durationHrs),
      rating: String(course.rating),
      price: String(course.price),
    }),
    fields: () => [
      { kind: 'text', name: 'title', label: 'Title', required: true },
      { kind: 'text', name: 'category', label: 'Category', required: true },
      { kind: 'select', name: 'level', label: 'Level', options: COURSE_LEVELS },
      {
        kind: 'number',
        name: 'durationHrs',
        label: COURSE_FIELD_LABELS.durationHrs,
        required: true,
        ...DURATION_HRS,
        step: 'any',
      },
      { kind: 'rating', name: 'rating' },
      { kind: 'number', name: 'price', label: COURSE_FIELD_LABELS.price, required: true, ...PRICE, step: 'any' },
    ],
    useSave: useSaveCourse,
    itemName: (course) => course.title,
  },
  useList: useAdminCoursePage,
  columns: [
    { key: 'title', header: 'Title', rowHeader: true },
    { key: 'category', header: 'Category' },
    { key: 'level', header: 'Level' },
    { key: 'durationHrs', header: 'Hours', align: 'right' },
    { key: 'rating', header: 'Rating', align: 'right', cell: (c) => c.rating.toFixed(1) },
    { key: 'price', header: 'Price', align: 'right', cell: (c) => formatCoursePrice(c.price) },
  ],
  emptyTitle: 'No courses yet',
  emptyDescription: 'Create the first course with the form above.',
  remove: {
    useRemove: useDeleteCourse,
    toasts: deleteToasts('course'),
    describe: (course) => `“${course.title}” will be removed from the catalog. This cannot be undone.`,
  },
};
