import { itemList, line, lineList, pageItemList, paragraph, sectionGroup } from './fields';
import { pageGlobal } from './page-global';

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
        lineList('activities', 'What the cohort does that week, one per line.'),
        line('outcome', 'What the cohort leaves with'),
      ]),
    ),
    sectionGroup(
      'milestones',
      'Milestones',
      'The checkpoints every workgroup passes, in order.',
      pageItemList('items', 'Milestones', 'Milestone', 'Explanation'),
    ),
    sectionGroup('join', 'Joining', 'The last section, above the cohort chat and info pack buttons.'),
  ],
});
