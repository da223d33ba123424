import { A_LA_CARTE_SERVICES } from '@manara/contracts/constants/a-la-carte';
import { TRACKER_STATUSES } from '@manara/contracts';
import { choice, itemList, line, pageItemList, paragraph, sectionGroup } from './fields';
import { keyedList } from './keyed-list';
import { pageGlobal } from './page-global';

/** Which service a card requests: the key a scope request names, so it stays one of the offered ones. */
const service = choice('service', [...A_LA_CARTE_SERVICES], 'The service a "Request scope" on this card asks for.');

const status = choice('status', [...TRACKER_STATUSES]);

export const ResearchServicesPage = pageGlobal({
  slug: 'research-services',
  label: 'Research services page',
  description:
    'The copy of /research-services: the introduction, the workgroups tab and its research phases, the a-la-carte services and the sample progress tracker.',
  fields: [
    sectionGroup('options', 'Tabs heading', 'Above the Workgroups and A-la-carte tabs.'),
    sectionGroup(
      'workgroups',
      'Workgroups tab',
      "The tab's introduction (a link to the workgroup schedule follows it) and the research phases, numbered in order.",
      pageItemList('phases', 'Phases', 'Phase', 'What happens in it'),
    ),
    sectionGroup('community', 'Community panel', 'The panel under the phases, beside the messaging group button.'),
    sectionGroup(
      'aLaCarte',
      'A-la-carte tab',
      'The tab\'s introduction and one card per service, each with a "Request scope" button.',
      keyedList('items', 'Services', 'service', [
        service,
        line('title', 'Name'),
        paragraph('description', 'Description'),
      ]),
    ),
    sectionGroup(
      'tracker',
      'Progress tracker',
      "The sample project's tracker.",
      itemList('items', 'Tracker items', [line('title', 'Item'), status]),
    ),
  ],
});
