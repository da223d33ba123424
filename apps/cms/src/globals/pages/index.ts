import { AboutPage } from './about';
import { ContactPage } from './contact';
import { HomePage } from './home';
import { WorkgroupsPage } from './workgroups';

export { pageGlobalSlug, pageGlobalSlugOf } from './page-global';

/** Every public page's global, in the order of /cms's "Pages" group. */
export const PAGE_GLOBALS = [HomePage, AboutPage, ContactPage, WorkgroupsPage];
