import type { CollapsibleField } from 'payload';
import { number } from 'payload/shared';
import { CPD_HOURS, fieldRules } from '@manara/contracts';
import { checkedBy, paragraphText, titleText } from '../rules';

/**
 * The continuing-education credit of a course. Optional: a course without hours carries none, and
 * its certificates say nothing about CPD. Certificates copy these values on the day they are issued
 * (lib/learning/certificates.ts), so a later change never rewrites a certificate already held.
 */
export const cpdField: CollapsibleField = {
  type: 'collapsible',
  label: 'Continuing education (CPD)',
  admin: {
    initCollapsed: true,
    description:
      'The CPD credit hours this course is accredited for. Certificates print them, with the accrediting body and activity code.',
  },
  fields: [
    {
      name: 'cpd',
      type: 'group',
      label: false,
      fields: [
        {
          name: 'hours',
          label: 'CPD hours',
          type: 'number',
          max: CPD_HOURS.max,
          validate: checkedBy(fieldRules.cpdHours, number),
          admin: { step: CPD_HOURS.step, description: 'In quarter hours, e.g. 12 or 7.5. Empty: no CPD credit.' },
        },
        {
          name: 'accreditor',
          label: 'Accrediting body',
          type: 'text',
          ...titleText,
          admin: { description: 'e.g. Saudi Commission for Health Specialties' },
        },
        {
          name: 'activityCode',
          label: 'Activity code',
          type: 'text',
          ...titleText,
          admin: { description: "The accreditor's reference for this activity, as it should appear on certificates." },
        },
      ],
    },
  ],
};

/**
 * The course's preview: a short text lesson anyone may read from the course page's "Launch
 * preview" before starting. Paragraphs are separated by a blank line.
 */
export const previewField: CollapsibleField = {
  type: 'collapsible',
  label: 'Preview lesson',
  admin: {
    initCollapsed: true,
    description: 'A short lesson visitors can read before they start. Without one, the course page offers no preview.',
  },
  fields: [
    {
      name: 'preview',
      type: 'group',
      label: false,
      fields: [
        {
          name: 'title',
          type: 'text',
          ...titleText,
          admin: { description: 'e.g. "Lesson 1: Why study design comes first"' },
        },
        {
          name: 'body',
          type: 'textarea',
          ...paragraphText,
          admin: { rows: 10, description: 'The lesson. Leave a blank line between paragraphs.' },
        },
      ],
    },
  ],
};
