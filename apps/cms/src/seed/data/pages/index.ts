import type { PageContent } from '@manara/contracts';
import { aboutPage } from './about';
import { contactPage } from './contact';
import { coursesPage } from './courses';
import { dataAnalysisPage } from './data-analysis';
import { homePage } from './home';
import { journalSelectionPage } from './journal-selection';
import { portfolioPage } from './portfolio';
import { pricingPage } from './pricing';
import { researchServicesPage } from './research-services';
import { researchWriterPage } from './research-writer';
import { reviewsPage } from './reviews';
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
  courses: coursesPage,
  portfolio: portfolioPage,
  reviews: reviewsPage,
  'journal-selection': journalSelectionPage,
  'research-writer': researchWriterPage,
};
