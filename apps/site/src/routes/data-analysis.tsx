import { ButtonLink, Section, SectionHeading, Stack } from '@manara/ui';
import { LeadHero } from '../components/page-hero';
import { paths } from '../config/paths';
import { DataAnalysisFaq, PathwayList, ScopingWizard } from '../features/data-analysis';
import { RegionalPrices } from '../features/pricing';
import type { RouteHandle } from '../lib/page-meta';
import { pageMeta, pageQuery, usePage } from '../lib/queries/page';
import { PageState } from '../lib/queries/page-state';
import { prime, type RouteLoader } from '../lib/route-module';
import { Reveal } from '../lib/reveal';

export const handle: RouteHandle = {
  meta: pageMeta('data-analysis', {
    title: 'Data analysis services',
    description:
      'Biostatistics and data analysis for clinical studies: four pathways, a scoping wizard with an instant quote, and regional pricing.',
  }),
};

export const loader: RouteLoader = async ({ queryClient }) => {
  await prime(queryClient.ensureQueryData(pageQuery('data-analysis')));
  return null;
};

export function Component() {
  const { data: page, isError, refetch } = usePage('data-analysis');
  if (!page) return <PageState isError={isError} retry={() => void refetch()} />;
  const { hero, pathways, wizard, regionalPricing, faq } = page;
  return (
    <>
      <LeadHero headingId="data-analysis-heading" title={hero.headline} lead={hero.lead}>
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
          <SectionHeading
            headingId="pathways-heading"
            eyebrow={pathways.eyebrow}
            title={pathways.heading}
            description={pathways.description}
          />
          <PathwayList pathways={pathways.items} />
        </Reveal>
      </Section>

      <Section id="wizard" tone="subtle" aria-labelledby="wizard-heading">
        <Reveal>
          <SectionHeading
            headingId="wizard-heading"
            eyebrow={wizard.eyebrow}
            title={wizard.heading}
            description={wizard.description}
          />
          <ScopingWizard />
        </Reveal>
      </Section>

      <Section aria-labelledby="regional-pricing-heading">
        <Reveal>
          <SectionHeading
            headingId="regional-pricing-heading"
            eyebrow={regionalPricing.eyebrow}
            title={regionalPricing.heading}
            description={regionalPricing.description}
          />
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
          <SectionHeading
            headingId="data-analysis-faq-heading"
            eyebrow={faq.eyebrow}
            title={faq.heading}
            description={faq.description}
          />
          <DataAnalysisFaq items={faq.items} />
        </Reveal>
      </Section>
    </>
  );
}
