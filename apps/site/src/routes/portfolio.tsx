import { Reveal, Section, SectionHeading } from '@manara/ui';
import { PortfolioBrowser } from '../features/portfolio';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta(
    'Portfolio',
    'Case studies from Manara Research: clinical data analysis, research services and AI-assisted publishing projects, filterable by discipline, service and year.',
  );
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
