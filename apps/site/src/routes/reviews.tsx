import { Section } from '@manara/ui';
import { primeReviews, ReviewsBrowser, ShareReview } from '@/features/reviews';
import { useSession } from '@/lib/session';
import { heroProps, PageHero } from '@/components/page-hero';
import { cmsPageRoute, type CmsPageProps } from '@/lib/queries/page-route';

export const { handle, loader, Component } = cmsPageRoute('reviews', ReviewsPage, {
  readsSearch: true,
  forms: ['review'],
  alsoPrime: (queryClient, { searchParams }) => [primeReviews(queryClient, searchParams)],
});

function ReviewsPage({ page }: CmsPageProps<'reviews'>) {
  const { user, status } = useSession();
  return (
    <>
      <PageHero headingId="reviews-title" {...heroProps(page.hero)}>
        <ReviewsBrowser headingId="reviews-list-title" />
      </PageHero>
      <Section tone="subtle" containerSize="xl">
        <ShareReview user={user} checking={status === 'checking'} />
      </Section>
    </>
  );
}
