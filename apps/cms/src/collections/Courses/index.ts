import type { CollectionConfig, NumberFieldSingleValidation } from 'payload';
import { number } from 'payload/shared';
import { COURSE_LEVELS, DURATION_HRS, LIST_MAX, MESSAGES, PRICE, RATING, TEXT_MAX } from '@manara/contracts';
import { anyone, isAdmin } from '../../access';
import { invalidateOnChange } from '../../hooks/invalidate-public-cache';
import { removeEnrollmentsOf } from '../../hooks/remove-enrollments';

/** Payload's number check (required, max), plus the lower bound it cannot say: more than 0 hours. */
const positiveDuration: NumberFieldSingleValidation = (value, args) =>
  typeof value === 'number' && value <= DURATION_HRS.min ? MESSAGES.durationRange : number(value, args);

export const Courses: CollectionConfig = {
  slug: 'courses',
  labels: { singular: 'Course', plural: 'Courses' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'level', 'durationHrs', 'rating', 'price'],
    group: 'Learning',
    description: 'The online course catalog shown on /courses. Prices are in US dollars.',
  },
  defaultSort: '-createdAt',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { ...invalidateOnChange('courses'), beforeDelete: [removeEnrollmentsOf('course')] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: TEXT_MAX.short },
    { name: 'category', type: 'text', required: true, index: true, maxLength: TEXT_MAX.short },
    {
      name: 'level',
      type: 'select',
      required: true,
      defaultValue: COURSE_LEVELS[0],
      options: COURSE_LEVELS.map((level) => ({ label: level, value: level })),
    },
    {
      name: 'durationHrs',
      label: 'Duration (hours)',
      type: 'number',
      required: true,
      max: DURATION_HRS.max,
      validate: positiveDuration,
    },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: RATING.min,
      max: RATING.max,
      defaultValue: 0,
      admin: { step: RATING.step, description: 'Average learner rating, 0 to 5.' },
    },
    { name: 'price', label: 'Price (USD)', type: 'number', required: true, min: PRICE.min, max: PRICE.max },
    {
      name: 'summary',
      type: 'textarea',
      maxLength: TEXT_MAX.long,
      admin: { description: 'Two or three sentences shown on the course page under the title.' },
    },
    {
      name: 'modules',
      label: 'Syllabus modules',
      type: 'array',
      maxRows: LIST_MAX.modules,
      admin: {
        description: 'The four modules of the syllabus accordion on the course page.',
        initCollapsed: true,
      },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: TEXT_MAX.short },
        { name: 'lessons', type: 'text', hasMany: true, maxRows: LIST_MAX.lessons, maxLength: TEXT_MAX.short },
      ],
    },
  ],
};
