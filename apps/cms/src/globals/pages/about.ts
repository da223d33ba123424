import { itemList, line, pageItemList, paragraph, picture, sectionGroup } from './fields';
import { pageGlobal } from './page-global';

export const AboutPage = pageGlobal({
  slug: 'about',
  label: 'About page',
  description: 'The copy of /about: mission, vision, values, the leadership team and the closing invitation.',
  fields: [
    paragraph('mission', 'Mission'),
    paragraph('vision', 'Vision'),
    sectionGroup(
      'values',
      'Values',
      'The values list under the mission and vision.',
      pageItemList('items', 'Values', 'Value', 'Explanation'),
    ),
    sectionGroup(
      'leadership',
      'Leadership',
      'The leadership profiles. Without a photo a leader is shown with their initials.',
      itemList('leaders', 'Leaders', [
        line('name', 'Name'),
        line('role', 'Role'),
        line('base', 'City', false),
        paragraph('bio', 'Biography'),
        picture('photo', 'Optional. A portrait; the initials are shown without one.'),
      ]),
    ),
    sectionGroup('next', 'Closing invitation', 'The last section, above the workgroups and contact buttons.'),
  ],
});
