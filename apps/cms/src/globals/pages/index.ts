import { AboutPage } from './about';
import { ContactPage } from './contact';
import { CoursesPage } from './courses';
import { DataAnalysisPage } from './data-analysis';
import { HomePage } from './home';
import { JournalSelectionPage } from './journal-selection';
import { PortfolioPage } from './portfolio';
import { PricingPage } from './pricing';
import { ResearchServicesPage } from './research-services';
import { ResearchWriterPage } from './research-writer';
import { ReviewsPage } from './reviews';
import { WorkgroupsPage } from './workgroups';

export { pageGlobalSlug, pageGlobalSlugOf } from './page-global';

/** Every public page's global, in the order of /cms's "Pages" group. */
export const PAGE_GLOBALS = [
  HomePage,
  AboutPage,
  ContactPage,
  WorkgroupsPage,
  DataAnalysisPage,
  ResearchServicesPage,
  PricingPage,
  CoursesPage,
  PortfolioPage,
  ReviewsPage,
  JournalSelectionPage,
  ResearchWriterPage,
];
