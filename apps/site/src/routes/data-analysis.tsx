import { ButtonLink, Section, SectionHeading, Stack } from '@manara/ui';
import { LeadHero } from '../components/page-hero';
import { paths } from '../config/paths';
import { DataAnalysisFaq, PathwayList, ScopingWizard } from '../features/data-analysis';
import { RegionalPrices } from '../features/pricing';
import type { RouteHandle } from '../lib/page-meta';
import { pageMeta, pageQuery, usePage } from '../lib/queries/page';
import { PageState } from '../lib/queries/page-state';
import { primeLoader } from '../lib/route-module';
import { Reveal } from '../lib/reveal';
import { headingOf } from '../lib/page-section';

export const handle: RouteHandle = {
  meta: pageMeta('data-analysis', {
    title: 'Data analysis services',
    description:
      'Biostatistics and data analysis for clinical studies: four pathways, a scoping wizard with an instant quote, and regional pricing.',
  }),
};

export const loader = primeLoader(pageQuery('data-analysis'));

export function Component() {
  const { data: page, isError, refetch } = usePage('data-analysis');
  if (!page) return <PageState isError={isError} retry={() => void refetch()} />;
  const { hero, pathways, wizard, regionalPricing, faq } = page;
  return (
    <>
      <LeadHero
        headingId="data-analysis-heading"
        eyebrow={hero.eyebrow}
        title={hero.headline}
        lead={hero.lead}
        image={hero.image}
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <ButtonLink href="#wizard" size="lg">
            Scope your project
          </ButtonLink>
          <ButtonLink href={`${paths.pricing}#table`} size="lg" variant="outline">
            Compare plans
          </ButtonLink>
        </Stack>
      </LeadHero>

      <Section aria-labelledby="pathways-heading">
        <Reveal>
          <SectionHeading headingId="pathways-heading" {...headingOf(pathways)} />
          <PathwayList pathways={pathways.items} />
        </Reveal>
      </Section>

      <Section id="wizard" tone="subtle" aria-labelledby="wizard-heading">
        <Reveal>
          <SectionHeading headingId="wizard-heading" {...headingOf(wizard)} />
          <ScopingWizard />
        </Reveal>
      </Section>

      <Section aria-labelledby="regional-pricing-heading">
        <Reveal>
          <SectionHeading headingId="regional-pricing-heading" {...headingOf(regionalPricing)} />
          <RegionalPrices />
          <p>
            <ButtonLink href={`${paths.pricing}#table`} variant="secondary">
              See the full pricing table
            </ButtonLink>
          </p>
        </Reveal>
      </Section>

      <Section tone="subtle" aria-labelledby="data-analysis-faq-heading">
        <Reveal>
          <SectionHeading headingId="data-analysis-faq-heading" {...headingOf(faq)} />
          <DataAnalysisFaq items={faq.items} />
        </Reveal>
      </Section>
    </>
  );
}
