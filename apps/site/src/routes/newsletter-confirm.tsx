import { NewsletterLinkPage } from '../features/newsletter';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Confirm your newsletter subscription',
    description: 'Confirm your subscription to the Manara Research newsletter.',
  },
};

/** The link of a newsletter e-mail, which confirms the sign-up: /newsletter/confirm?token=… */
export function Component() {
  return <NewsletterLinkPage action="confirm" />;
}
