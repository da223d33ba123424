import type { CollectionConfig, Where } from 'payload';
import { number, text } from 'payload/shared';
import {
  JOURNAL_ACCESS_LABELS,
  JOURNAL_ACCESS_MODELS,
  JOURNAL_APC_USD,
  JOURNAL_DECISION_WEEKS,
  JOURNAL_IMPACT_BANDS,
  JOURNAL_INDEXES,
  JOURNAL_PUBLISHER_OPTIONS,
  JOURNAL_STUDY_TYPES,
  JOURNAL_SUBJECTS,
  journalFieldRules,
  TEXT_MAX,
} from '@manara/contracts';
import { contentAccess } from '../../access/presets';
import { invalidateOnChange } from '../../hooks/invalidate-public-cache';
import { draftVersions, draftWrites, publishedOrContentEditor } from '../drafts';
import { checkedBy, paragraphText, titleText } from '../rules';

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
const namedPublishers = JOURNAL_PUBLISHER_OPTIONS.filter((publisher) => publisher !== 'Any').join(', ');

/** Only active journals reach the finder: an editor retires one without losing its record. */
export const isActiveJournal = { active: { equals: true } } satisfies Where;

/**
 * The journal catalogue the finder on /ai-tools/journal-selection ranks in the visitor's browser
 * (docs/decisions/020-journal-catalogue.md). Facts come from each journal's own pages; a fact the
 * team is not sure of stays empty and the site says "not listed".
 */
export const Journals: CollectionConfig = {
  slug: 'journals',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publisher', 'access', 'impactBand', 'active', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'publisher', 'scope', 'issnPrint', 'issnElectronic'],
    group: 'Content',
    description:
      'The journals the journal finder ranks against a manuscript. Only published, active journals are offered; ' +
      'leave a fact empty rather than guess: the site shows it as "not listed".',
  },
  defaultSort: 'title',
  access: contentAccess(publishedOrContentEditor),
  versions: draftVersions,
  hooks: { ...invalidateOnChange('journals'), beforeOperation: [draftWrites] },
  fields: [
    { name: 'title', type: 'text', required: true, ...titleText },
    {
      name: 'publisher',
      type: 'text',
      required: true,
      index: true,
      ...titleText,
      admin: { description: `The publisher filter offers ${namedPublishers}: spell those three exactly so.` },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'issnPrint',
          label: 'ISSN (print)',
          type: 'text',
          validate: checkedBy(journalFieldRules.issn, text),
          admin: { width: '50%', placeholder: '0000-0000' },
        },
        {
          name: 'issnElectronic',
          label: 'ISSN (electronic)',
          type: 'text',
          validate: checkedBy(journalFieldRules.issn, text),
          admin: { width: '50%', placeholder: '0000-0000' },
        },
      ],
    },
    {
      name: 'homepage',
      type: 'text',
      required: true,
      maxLength: TEXT_MAX.url,
      validate: checkedBy(journalFieldRules.homepage, text),
      admin: { description: 'The journal’s own home page (https://…); the finder’s link opens it.' },
    },
    {
      name: 'scope',
      label: 'Aims and scope',
      type: 'textarea',
      required: true,
      ...paragraphText,
      admin: {
        description:
          'Written for the catalogue in our own words (never pasted from the journal): the topics, populations ' +
          'and designs it publishes. The finder ranks manuscripts against this text, the subjects and the study types.',
      },
    },
    {
      name: 'subjects',
      label: 'Subject areas',
      type: 'select',
      hasMany: true,
      required: true,
      options: options(JOURNAL_SUBJECTS),
    },
    {
      name: 'studyTypes',
      label: 'Study types welcomed',
      type: 'select',
      hasMany: true,
      options: options(JOURNAL_STUDY_TYPES),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'access',
          label: 'Access model',
          type: 'select',
          required: true,
          defaultValue: 'hybrid',
          options: JOURNAL_ACCESS_MODELS.map((value) => ({ label: JOURNAL_ACCESS_LABELS[value], value })),
          admin: { width: '50%' },
        },
        {
          name: 'apcUsd',
          label: 'Article processing charge (USD)',
          type: 'number',
          min: JOURNAL_APC_USD.min,
          max: JOURNAL_APC_USD.max,
          validate: checkedBy(journalFieldRules.apcUsd, number),
          admin: {
            width: '50%',
            description:
              'As the journal lists it for a standard research article: 0 when it charges authors nothing, empty when not known.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'decisionWeeks',
          label: 'Typical weeks to first decision',
          type: 'number',
          min: JOURNAL_DECISION_WEEKS.min,
          max: JOURNAL_DECISION_WEEKS.max,
          validate: checkedBy(journalFieldRules.decisionWeeks, number),
          admin: {
            width: '50%',
            description:
              'From the journal’s published median, rounded up. Express offers journals at 4 weeks or fewer.',
          },
        },
        {
          name: 'impactBand',
          label: 'Impact band (team note)',
          type: 'select',
          options: options(JOURNAL_IMPACT_BANDS),
          admin: {
            width: '50%',
            description:
              'Our own band from the figure the journal shows on its pages; empty when unsure. The Journal Impact ' +
              'Factor itself is Clarivate’s and is not stored.',
          },
        },
      ],
    },
    {
      name: 'indexing',
      type: 'select',
      hasMany: true,
      options: options(JOURNAL_INDEXES),
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Untick to take the journal out of the finder and keep its record.' },
    },
  ],
};
