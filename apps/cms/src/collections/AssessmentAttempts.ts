import type { CollectionConfig } from 'payload';
import { hiddenFromNonAdmins } from '../access';
import { adminOnlyAccess } from '../access/presets';

export const ASSESSMENT_ATTEMPTS_SLUG = 'assessment-attempts';

/**
 * One graded attempt at a course's assessment, written by the server only
 * (POST /api/me/courses/:id/assessment/attempts, lib/learning/assessments.ts). Admins read them in
 * /cms; editors do not see them and members read their results through /api only.
 *
 * `user` and `course` are not required on purpose: deleting a member or a course sets them to null
 * (the database's ON DELETE SET NULL) instead of refusing the delete; such attempts count for nobody.
 */
export const AssessmentAttempts: CollectionConfig = {
  slug: ASSESSMENT_ATTEMPTS_SLUG,
  labels: { singular: 'Assessment attempt', plural: 'Assessment attempts' },
  admin: {
    defaultColumns: ['user', 'course', 'score', 'passed', 'createdAt'],
    group: 'Learning',
    description: "Members' graded assessment attempts. Written by the site when a member submits their answers.",
    hidden: hiddenFromNonAdmins,
  },
  defaultSort: '-createdAt',
  access: adminOnlyAccess,
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', index: true },
    {
      name: 'answers',
      type: 'json',
      admin: { description: "The chosen option's index for each question, in order (0 for the first option)." },
    },
    { name: 'correct', type: 'number', required: true, min: 0 },
    { name: 'total', type: 'number', required: true, min: 1 },
    { name: 'score', label: 'Score (%)', type: 'number', required: true, min: 0, max: 100 },
    { name: 'passed', type: 'checkbox', required: true, defaultValue: false },
  ],
};
