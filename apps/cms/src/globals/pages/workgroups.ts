import { type Field } from 'payload';
import { PAGE_ITEMS_MAX } from '@manara/contracts';
import { textList, titleText } from '../../collections/rules';
import { itemList, line, paragraph, sectionGroup } from './fields';
import { pageGlobal } from './page-global';

const activities: Field = {
  name: 'activities',
  type: 'text',
  hasMany: true,
  required: true,
  maxRows: PAGE_ITEMS_MAX,
  maxLength: titleText.maxLength,
  validate: textList,
  admin: { description: 'What the cohort does that week, one per line.' },
};

export const WorkgroupsPage = pageGlobal({
  slug: 'workgroups',
  label: 'Workgroups page',
  description:
    'The copy of /workgroups: the introduction, the four-week schedule, the milestones and the closing call.',
  fields: [
    sectionGroup(
      'schedule',
      'Schedule',
      'The cohort schedule, one card per week in order.',
      itemList('weeks', 'Weeks', [
        line('title', 'Title'),
        paragraph('summary', 'Summary'),
        activities,
        line('outcome', 'What the cohort leaves with'),
      ]),
    ),
    sectionGroup(
      'milestones',
      'Milestones',
      'The checkpoints every workgroup passes, in order.',
      itemList('items', 'Milestones', [line('title', 'Milestone'), paragraph('text', 'Explanation')]),
    ),
    sectionGroup('join', 'Joining', 'The last section, above the cohort chat and info pack buttons.'),
  ],
});
