import type { CollectionConfig } from 'payload';
import { number } from 'payload/shared';
import { ENROLLMENT_STATUSES, fieldRules, PROGRESS, STATUS_LABELS } from '@manara/contracts';
import { hiddenFromNonAdmins } from '../access';
import { ownedRecordAccess } from '../access/presets';
import { checkedBy } from './rules';

export const Enrollments: CollectionConfig = {
  slug: 'enrollments',
  admin: {
    defaultColumns: ['user', 'course', 'status', 'progress', 'updatedAt'],
    group: 'Learning',
    description: 'Which member follows which course, with status and progress (0–100).',
    hidden: hiddenFromNonAdmins,
  },
  defaultSort: '-updatedAt',
  access: ownedRecordAccess,
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'in_progress',
      options: ENROLLMENT_STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: s })),
    },
    {
      name: 'progress',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: PROGRESS.min,
      max: PROGRESS.max,
      validate: checkedBy(fieldRules.progress, number),
      admin: { description: 'Percent complete, 0 to 100.' },
    },
  ],
};
