import { NewsletterLinkPage } from '../features/newsletter';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Unsubscribe from the newsletter',
    description: 'Stop receiving the Manara Research newsletter.',
  },
};

/** The link of a newsletter e-mail that ends the subscription: /newsletter/unsubscribe?token=… */
export function Component() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
