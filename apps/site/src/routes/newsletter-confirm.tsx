import { NewsletterLinkPage } from '../features/newsletter';
import { PAGE_META } from '../config/page-meta';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = { meta: PAGE_META['newsletter-confirm'] };

/** The link of a newsletter e-mail, which confirms the sign-up: /newsletter/confirm?token=… */
export function Component() {
  return <NewsletterLinkPage action="confirm" />;
}
