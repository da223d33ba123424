import { AboutPage } from './about';
import { ContactPage } from './contact';
import { DataAnalysisPage } from './data-analysis';
import { HomePage } from './home';
import { PricingPage } from './pricing';
import { ResearchServicesPage } from './research-services';
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
];
