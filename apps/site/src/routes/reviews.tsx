import { Section } from '@manara/ui';
import { reviewsQuery, ReviewsBrowser, ShareReview } from '../features/reviews';
import { useSession } from '../lib/session';
import { PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { primeLoader } from '../lib/route-module';

export const handle: RouteHandle = {
  readsSearch: true,
  meta: {
    title: 'Client reviews',
    description:
      'Approved reviews from researchers, clinicians and students who worked with Manara Research, with ratings out of five. Members can share their own.',
  },
};

export const loader = primeLoader(reviewsQuery());

export function Component() {
  const { user, status } = useSession();
  return (
    <>
      <PageHero
        headingId="reviews-title"
        eyebrow="Reviews"
        title="What researchers say about working with us"
        description="Every review comes from a signed-in member and is approved by our team before it is published."
      >
        <ReviewsBrowser headingId="reviews-list-title" />
      </PageHero>
      <Section tone="subtle" containerSize="xl">
        <ShareReview user={user} checking={status === 'checking'} />
      </Section>
    </>
  );
}
