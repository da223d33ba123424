import { NewsletterLinkPage } from '@/features/newsletter';
import { FIXED_PAGE_META } from '@/config/fixed-page-meta';
import { byTokenPresence, type RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: FIXED_PAGE_META['newsletter-confirm'],
  searchVariant: byTokenPresence,
  forms: ['newsletter-confirm'],
};

/** The link of a newsletter e-mail, which confirms the sign-up: /newsletter/confirm?token=… */
export function Component() {
  return <NewsletterLinkPage action="confirm" />;
}
