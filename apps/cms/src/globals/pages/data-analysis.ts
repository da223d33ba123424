import { faqItemFields } from './faq';
import { itemList, pageItemList, sectionGroup } from './fields';
import { pageGlobal } from './page-global';

export const DataAnalysisPage = pageGlobal({
  slug: 'data-analysis',
  label: 'Data analysis page',
  description:
    "The copy of /data-analysis: the introduction, the analysis pathways, the headings above the scoping wizard and the regional prices, and the FAQ. The wizard's questions and the prices are fixed by the product.",
  fields: [
    sectionGroup(
      'pathways',
      'Pathways',
      'The analysis pathways, numbered in this order.',
      pageItemList('items', 'Pathways', 'Pathway', 'What it covers'),
    ),
    sectionGroup('wizard', 'Scoping wizard', 'Above the scoping wizard.'),
    sectionGroup('regionalPricing', 'Regional pricing', "Above the plans in the visitor's currency."),
    sectionGroup('faq', 'FAQ', 'The questions at the end of the page.', itemList('items', 'Questions', faqItemFields)),
  ],
});
