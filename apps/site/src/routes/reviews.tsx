import { Section } from '@manara/ui';
import { reviewsQuery, ReviewsBrowser, ShareReview } from '../features/reviews';
import { useSession } from '../lib/session';
import { heroProps, PageHero } from '../components/page-hero';
import { cmsPageRoute } from '../lib/queries/page-route';
import { CmsPage } from '../lib/queries/page-state';

export const { handle, loader } = cmsPageRoute(
  'reviews',
  {
    title: 'Client reviews',
    description:
      'Approved reviews from researchers, clinicians and students who worked with Manara Research, with ratings out of five. Members can share their own.',
  },
  { readsSearch: true, alsoPrime: (queryClient) => [queryClient.ensureQueryData(reviewsQuery())] },
);

export function Component() {
  const { user, status } = useSession();
  return (
    <CmsPage slug="reviews">
      {({ hero }) => (
        <>
          <PageHero headingId="reviews-title" {...heroProps(hero)}>
            <ReviewsBrowser headingId="reviews-list-title" />
          </PageHero>
          <Section tone="subtle" containerSize="xl">
            <ShareReview user={user} checking={status === 'checking'} />
          </Section>
        </>
      )}
    </CmsPage>
  );
}
