import { faqItemFields } from './faq';
import { itemList, paragraph, sectionGroup } from './fields';
import { pageGlobal } from './page-global';

export const ContactPage = pageGlobal({
  slug: 'contact',
  label: 'Contact page',
  description:
    'The copy of /contact: the introduction and the FAQ. The e-mail, offices and hours are in Site settings.',
  fields: [
    paragraph('emailNote', 'E-mail card sentence', true, 'Under "Email support", above the support address.'),
    sectionGroup('faq', 'FAQ', 'The questions under the form.', itemList('items', 'Questions', faqItemFields)),
  ],
});
