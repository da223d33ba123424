import { PortfolioBrowser, portfolioQuery } from '../features/portfolio';
import { PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { primeLoader } from '../lib/route-module';

export const handle: RouteHandle = {
  readsSearch: true,
  meta: {
    title: 'Portfolio',
    description:
      'Case studies from Manara Research: clinical data analysis, research services and AI-assisted publishing projects, filterable by discipline, service and year.',
  },
};

export const loader = primeLoader(portfolioQuery());

export function Component() {
  return (
    <PageHero
      headingId="portfolio-title"
      eyebrow="Portfolio"
      title="Case studies from clinical research teams"
      description="Analyses, protocols and publications we have delivered with hospitals, universities and research groups. Filter by discipline, service or year."
    >
      <PortfolioBrowser headingId="portfolio-projects" />
    </PageHero>
  );
}
