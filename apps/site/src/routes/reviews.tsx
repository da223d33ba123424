import { Section, SectionHeading } from '@manara/ui';
import { reviewsQuery, ReviewsBrowser, ShareReview } from '../features/reviews';
import { useSession } from '../lib/session';
import type { RouteHandle } from '../lib/page-meta';
import { prime, type RouteLoader } from '../lib/route-module';
import { Reveal } from '../lib/reveal';

export const handle: RouteHandle = {
  readsSearch: true,
  meta: {
    title: 'Client reviews',
    description:
      'Approved reviews from researchers, clinicians and students who worked with Manara Research, with ratings out of five. Members can share their own.',
  },
};

export const loader: RouteLoader = async ({ queryClient }) => {
  await prime(queryClient.ensureQueryData(reviewsQuery()));
  return null;
};

export function Component() {
  const { user, status } = useSession();
  return (
    <>
      <Section aria-labelledby="reviews-title" spacing="lg">
        <Reveal offset="hero">
          <SectionHeading
            level={1}
            headingId="reviews-title"
            eyebrow="Reviews"
            title="What researchers say about working with us"
            description="Every review comes from a signed-in member and is approved by our team before it is published."
          />
        </Reveal>
        <ReviewsBrowser headingId="reviews-list-title" />
      </Section>
      <Section tone="subtle" containerSize="xl">
        <ShareReview user={user} checking={status === 'checking'} />
      </Section>
    </>
  );
}
