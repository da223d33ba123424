import type { CollectionConfig } from 'payload';
import { array, number } from 'payload/shared';
import {
  COURSE_FIELD_LABELS,
  COURSE_LEVELS,
  DURATION_HRS,
  fieldRules,
  LIST_MAX,
  PRICE,
  TEXT_MAX,
} from '@manara/contracts';
import { contentAccess } from '../../access/presets';
import { invalidateOnChange } from '../../hooks/invalidate-public-cache';
import { MEDIA_SLUG } from '../Media/slug';
import { keepCertifiedCourse, removeLearningOf } from '../../hooks/remove-learning';
import { draftVersions, draftWrites, publishedOrContentEditor } from '../drafts';
import { checkedBy, lineText, paragraphText, ratingField, textList, titleText } from '../rules';
import { seoFields } from '../seo';
import { assessmentField } from './assessment';
import { cpdField, previewField } from './learner-facing';
import { coursePreview } from './preview';

export const Courses: CollectionConfig = {
  slug: 'courses',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'level', 'durationHrs', 'rating', 'price'],
    group: 'Learning',
    description: 'The online course catalog shown on /courses. Prices are in US dollars.',
    preview: coursePreview,
  },
  defaultSort: '-createdAt',
  access: contentAccess(publishedOrContentEditor),
  versions: draftVersions,
  hooks: {
    ...invalidateOnChange('courses'),
    beforeOperation: [draftWrites],
    beforeDelete: [keepCertifiedCourse, removeLearningOf('course')],
  },
  fields: [
    { name: 'title', type: 'text', required: true, ...titleText },
    { name: 'category', type: 'text', required: true, index: true, ...lineText },
    {
      name: 'level',
      type: 'select',
      required: true,
      defaultValue: COURSE_LEVELS[0],
      options: COURSE_LEVELS.map((level) => ({ label: level, value: level })),
    },
    {
      name: 'durationHrs',
      label: COURSE_FIELD_LABELS.durationHrs,
      type: 'number',
      required: true,
      // More than 0 hours: Payload's `min` is inclusive, so the rule says it.
      max: DURATION_HRS.max,
      validate: checkedBy(fieldRules.durationHrs, number),
    },
    {
      ...ratingField,
      defaultValue: 0,
      admin: { ...ratingField.admin, description: 'Average learner rating, 0 to 5.' },
    },
    {
      name: 'price',
      label: COURSE_FIELD_LABELS.price,
      type: 'number',
      required: true,
      min: PRICE.min,
      max: PRICE.max,
      validate: checkedBy(fieldRules.price, number),
    },
    {
      name: 'summary',
      type: 'textarea',
      ...paragraphText,
      admin: { description: 'Two or three sentences shown on the course page under the title.' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: MEDIA_SLUG,
      admin: { description: 'Optional. Shown on the course card and page; without one they keep the plain look.' },
    },
    {
      name: 'modules',
      label: 'Syllabus modules',
      type: 'array',
      maxRows: LIST_MAX.modules,
      validate: checkedBy(fieldRules.modules, array),
      admin: {
        description: 'The four modules of the syllabus accordion on the course page.',
        initCollapsed: true,
      },
      fields: [
        { name: 'title', type: 'text', required: true, ...titleText },
        {
          name: 'lessons',
          type: 'text',
          hasMany: true,
          maxRows: LIST_MAX.lessons,
          maxLength: TEXT_MAX.short,
          validate: checkedBy(fieldRules.lessons, textList),
        },
      ],
    },
    previewField,
    cpdField,
    assessmentField,
    seoFields(),
  ],
};
