import { NewsletterLinkPage } from '@/features/newsletter';
import { FIXED_PAGE_META } from '@/config/fixed-page-meta';
import { byTokenPresence, type RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: FIXED_PAGE_META['newsletter-unsubscribe'],
  searchVariant: byTokenPresence,
  forms: ['newsletter-unsubscribe'],
};

/** The link of a newsletter e-mail that ends the subscription: /newsletter/unsubscribe?token=… */
export function Component() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
