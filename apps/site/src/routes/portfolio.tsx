import { PortfolioBrowser, primePortfolio } from '@/features/portfolio';
import { heroProps, PageHero } from '@/components/page-hero';
import { cmsPageRoute } from '@/lib/queries/page-route';

export const { handle, loader, Component } = cmsPageRoute(
  'portfolio',
  ({ page }) => (
    <PageHero headingId="portfolio-title" {...heroProps(page.hero)}>
      <PortfolioBrowser headingId="portfolio-projects" />
    </PageHero>
  ),
  { readsSearch: true, alsoPrime: (queryClient, { searchParams }) => [primePortfolio(queryClient, searchParams)] },
);
