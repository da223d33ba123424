import { Section, SectionHeading } from '@manara/ui';
import { PortfolioBrowser, portfolioQuery } from '../features/portfolio';
import type { RouteHandle } from '../lib/page-meta';
import { prime, type RouteLoader } from '../lib/route-module';
import { Reveal } from '../lib/reveal';

export const handle: RouteHandle = {
  readsSearch: true,
  meta: {
    title: 'Portfolio',
    description:
      'Case studies from Manara Research: clinical data analysis, research services and AI-assisted publishing projects, filterable by discipline, service and year.',
  },
};

export const loader: RouteLoader = async ({ queryClient }) => {
  await prime(queryClient.ensureQueryData(portfolioQuery()));
  return null;
};

export function Component() {
  return (
    <Section aria-labelledby="portfolio-title" spacing="lg">
      <Reveal offset="hero">
        <SectionHeading
          level={1}
          headingId="portfolio-title"
          eyebrow="Portfolio"
          title="Case studies from clinical research teams"
          description="Analyses, protocols and publications we have delivered with hospitals, universities and research groups. Filter by discipline, service or year."
        />
      </Reveal>
      <PortfolioBrowser headingId="portfolio-projects" />
    </Section>
  );
}
