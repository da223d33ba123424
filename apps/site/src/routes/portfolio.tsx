import { PortfolioBrowser, portfolioQuery } from '../features/portfolio';
import { heroProps, PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { pageMeta, pageQuery, usePage } from '../lib/queries/page';
import { PageState } from '../lib/queries/page-state';
import { prime, type RouteLoader } from '../lib/route-module';

export const handle: RouteHandle = {
  readsSearch: true,
  meta: pageMeta('portfolio', {
    title: 'Portfolio',
    description:
      'Case studies from Manara Research: clinical data analysis, research services and AI-assisted publishing projects, filterable by discipline, service and year.',
  }),
};

export const loader: RouteLoader = async ({ queryClient }) => {
  await prime(queryClient.ensureQueryData(pageQuery('portfolio')), queryClient.ensureQueryData(portfolioQuery()));
  return null;
};

export function Component() {
  const { data: page, isError, refetch } = usePage('portfolio');
  if (!page) return <PageState isError={isError} retry={() => void refetch()} />;
  const { hero } = page;
  return (
    <PageHero headingId="portfolio-title" {...heroProps(hero)}>
      <PortfolioBrowser headingId="portfolio-projects" />
    </PageHero>
  );
}
