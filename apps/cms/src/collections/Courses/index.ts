import type { CollectionConfig } from 'payload';
import { COURSE_LEVELS, RATING } from '@manara/contracts';
import { anyone, isAdmin } from '../../access';
import { invalidateOnChange } from '../../hooks/invalidate-public-cache';
import { removeEnrollmentsOf } from '../../hooks/remove-enrollments';

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
    { name: 'title', type: 'text', required: true },
    { name: 'category', type: 'text', required: true, index: true },
    {
      name: 'level',
      type: 'select',
      required: true,
      defaultValue: COURSE_LEVELS[0],
      options: COURSE_LEVELS.map((level) => ({ label: level, value: level })),
    },
    { name: 'durationHrs', label: 'Duration (hours)', type: 'number', required: true, min: 0 },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: RATING.min,
      max: RATING.max,
      defaultValue: 0,
      admin: { step: RATING.step, description: 'Average learner rating, 0 to 5.' },
    },
    { name: 'price', label: 'Price (USD)', type: 'number', required: true, min: 0 },
    {
      name: 'summary',
      type: 'textarea',
      admin: { description: 'Two or three sentences shown on the course page under the title.' },
    },
    {
      name: 'modules',
      label: 'Syllabus modules',
      type: 'array',
      maxRows: 8,
      admin: {
        description: 'The four modules of the syllabus accordion on the course page.',
        initCollapsed: true,
      },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'lessons', type: 'text', hasMany: true },
      ],
    },
  ],
};
