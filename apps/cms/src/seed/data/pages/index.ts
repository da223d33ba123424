import type { PageContent } from '@manara/contracts';
import { aboutPage } from './about';
import { contactPage } from './contact';
import { dataAnalysisPage } from './data-analysis';
import { homePage } from './home';
import { pricingPage } from './pricing';
import { researchServicesPage } from './research-services';
import { workgroupsPage } from './workgroups';

/**
 * Each page's built-in copy: what the seed publishes on a fresh start, and what /api sends for a
 * page that was never published.
 */
export const PAGE_SEEDS: PageContent = {
  home: homePage,
  about: aboutPage,
  contact: contactPage,
  workgroups: workgroupsPage,
  'data-analysis': dataAnalysisPage,
  'research-services': researchServicesPage,
  pricing: pricingPage,
};
