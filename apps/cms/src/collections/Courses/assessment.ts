import type { CollapsibleField, NumberFieldSingleValidation } from 'payload';
import { array, number } from 'payload/shared';
import { assessmentRules, ASSESSMENT, CERTIFICATE_PASS_PERCENT, MESSAGES } from '@manara/contracts';
import { canEditContentField } from '../../access';
import { checkedBy, lineText, paragraphText } from '../rules';

/** The admin's form state gives an array field as its number of rows; a saved document, as the rows. */
const rowCount = (value: unknown): number =>
  Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0;

/** The right answer must name one of the question's own options (1 for the first). */
const correctOptionCheck: NumberFieldSingleValidation = (value, args) => {
  const base = number(value, args);
  if (base !== true) return base;
  if (value === null || value === undefined) return true;
  const options = rowCount((args.siblingData as { options?: unknown } | undefined)?.options);
  return Number.isInteger(value) && value >= 1 && value <= Math.max(options, 1) ? true : MESSAGES.correctOptionRange;
};

/**
 * A course's assessment: questions with their options and the one right answer, and the pass mark.
 * Only editors and admins read it (field access): the public course reads, their cache and the
 * server-rendered pages never carry the answer key. Members get the questions without the key from
 * GET /api/courses/:id/assessment, and the server grades their answers (lib/learning/assessments.ts).
 */
export const assessmentField: CollapsibleField = {
  type: 'collapsible',
  label: 'Assessment',
  admin: {
    initCollapsed: true,
    description: 'The questions a learner answers for the certificate. Learners never see which option is right.',
  },
  fields: [
    {
      name: 'assessment',
      type: 'group',
      label: false,
      access: { read: canEditContentField },
      fields: [
        {
          name: 'passMark',
          label: 'Pass mark (%)',
          type: 'number',
          defaultValue: CERTIFICATE_PASS_PERCENT,
          min: ASSESSMENT.passMark.min,
          max: ASSESSMENT.passMark.max,
          validate: checkedBy(assessmentRules.passMark, number),
          admin: { description: 'The score, in percent, that passes. 80 unless the course says otherwise.' },
        },
        {
          name: 'questions',
          type: 'array',
          maxRows: ASSESSMENT.maxQuestions,
          validate: checkedBy(assessmentRules.questions, array),
          labels: { singular: 'Question', plural: 'Questions' },
          admin: { initCollapsed: true },
          fields: [
            { name: 'prompt', label: 'Question', type: 'textarea', required: true, ...paragraphText },
            {
              name: 'options',
              type: 'array',
              required: true,
              minRows: ASSESSMENT.minOptions,
              maxRows: ASSESSMENT.maxOptions,
              validate: checkedBy(assessmentRules.options, array),
              labels: { singular: 'Option', plural: 'Options' },
              fields: [{ name: 'label', type: 'text', required: true, ...lineText }],
            },
            {
              name: 'correctOption',
              label: 'Correct option',
              type: 'number',
              required: true,
              min: 1,
              max: ASSESSMENT.maxOptions,
              validate: correctOptionCheck,
              admin: { description: 'The number of the right option: 1 for the first, 2 for the second, …' },
            },
          ],
        },
      ],
    },
  ],
};
