import { NewsletterLinkPage } from '../features/newsletter';
import { PAGE_META } from '../config/page-meta';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = { meta: PAGE_META['newsletter-unsubscribe'] };

/** The link of a newsletter e-mail that ends the subscription: /newsletter/unsubscribe?token=… */
export function Component() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
