import { ButtonLink, Section, SectionHeading, Stack } from '@manara/ui';
import { LeadHero } from '../components/page-hero';
import { paths } from '../config/paths';
import { DataAnalysisFaq, PathwayList, ScopingWizard } from '../features/data-analysis';
import { RegionalPrices } from '../features/pricing';
import type { RouteHandle } from '../lib/page-meta';
import { Reveal } from '../lib/reveal';

export const handle: RouteHandle = {
  meta: {
    title: 'Data analysis services',
    description:
      'Biostatistics and data analysis for clinical studies: four pathways, a scoping wizard with an instant quote, and regional pricing.',
  },
};

export function Component() {
  return (
    <>
      <LeadHero
        headingId="data-analysis-heading"
        title="Data analysis for clinical research"
        lead="Send us your dataset and research question; a biostatistician returns a pre-specified analysis, clear tables and figures, and annotated code your reviewers can rerun."
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
          <SectionHeading
            headingId="pathways-heading"
            eyebrow="Pathways"
            title="Four ways into your analysis"
            description="Pick the pathway closest to your study; we refine the plan together during scoping."
          />
          <PathwayList />
        </Reveal>
      </Section>

      <Section id="wizard" tone="subtle" aria-labelledby="wizard-heading">
        <Reveal>
          <SectionHeading
            headingId="wizard-heading"
            eyebrow="Scoping wizard"
            title="Get a quote in four steps"
            description="Tell us about your data, objectives, deliverables, timeline and budget."
          />
          <ScopingWizard />
        </Reveal>
      </Section>

      <Section aria-labelledby="regional-pricing-heading">
        <Reveal>
          <SectionHeading
            headingId="regional-pricing-heading"
            eyebrow="Regional pricing"
            title="Plans in your currency"
            description="Every analysis is covered by a plan; Pro suits most clinical studies."
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
          <SectionHeading headingId="data-analysis-faq-heading" eyebrow="FAQ" title="Questions we often hear" />
          <DataAnalysisFaq />
        </Reveal>
      </Section>
    </>
  );
}
