import { PortfolioBrowser, portfolioQuery } from '../features/portfolio';
import { CmsHeroPage } from '../components/page-hero';
import { cmsPageRoute } from '../lib/queries/page-route';

export const { handle, loader } = cmsPageRoute(
  'portfolio',
  {
    title: 'Portfolio',
    description:
      'Case studies from Manara Research: clinical data analysis, research services and AI-assisted publishing projects, filterable by discipline, service and year.',
  },
  { readsSearch: true, alsoPrime: (queryClient) => [queryClient.ensureQueryData(portfolioQuery())] },
);

export function Component() {
  return (
    <CmsHeroPage slug="portfolio" headingId="portfolio-title">
      <PortfolioBrowser headingId="portfolio-projects" />
    </CmsHeroPage>
  );
}
