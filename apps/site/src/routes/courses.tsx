import { CourseCatalog, primeCourseCatalog } from '@/features/courses';
import { heroProps, PageHero } from '@/components/page-hero';
import { cmsPageRoute } from '@/lib/queries/page-route';

export const { handle, loader, Component } = cmsPageRoute(
  'courses',
  ({ page }) => (
    <PageHero headingId="courses-heading" {...heroProps(page.hero)}>
      <CourseCatalog />
    </PageHero>
  ),
  { readsSearch: true, alsoPrime: (queryClient, { searchParams }) => [primeCourseCatalog(queryClient, searchParams)] },
);
