import { Section } from '@manara/ui';
import { reviewsQuery, ReviewsBrowser, ShareReview } from '../features/reviews';
import { useSession } from '../lib/session';
import { heroProps, PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { pageMeta, pageQuery, usePage } from '../lib/queries/page';
import { PageState } from '../lib/queries/page-state';
import { prime, type RouteLoader } from '../lib/route-module';

export const handle: RouteHandle = {
  readsSearch: true,
  meta: pageMeta('reviews', {
    title: 'Client reviews',
    description:
      'Approved reviews from researchers, clinicians and students who worked with Manara Research, with ratings out of five. Members can share their own.',
  }),
};

export const loader: RouteLoader = async ({ queryClient }) => {
  await prime(queryClient.ensureQueryData(pageQuery('reviews')), queryClient.ensureQueryData(reviewsQuery()));
  return null;
};

export function Component() {
  const { user, status } = useSession();
  const { data: page, isError, refetch } = usePage('reviews');
  if (!page) return <PageState isError={isError} retry={() => void refetch()} />;
  const { hero } = page;
  return (
    <>
      <PageHero headingId="reviews-title" {...heroProps(hero)}>
        <ReviewsBrowser headingId="reviews-list-title" />
      </PageHero>
      <Section tone="subtle" containerSize="xl">
        <ShareReview user={user} checking={status === 'checking'} />
      </Section>
    </>
  );
}
