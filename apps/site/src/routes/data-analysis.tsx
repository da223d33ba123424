import { ButtonLink, Stack } from '@manara/ui';
import { CmsSection } from '../components/cms-section';
import { LeadHero } from '../components/page-hero';
import { paths } from '../config/paths';
import { DataAnalysisFaq, PathwayList, ScopingWizard } from '../features/data-analysis';
import { RegionalPrices } from '../features/pricing';
import { cmsPageRoute } from '../lib/queries/page-route';
import { CmsPage } from '../lib/queries/page-state';

export const { handle, loader } = cmsPageRoute('data-analysis', {
  title: 'Data analysis services',
  description:
    'Biostatistics and data analysis for clinical studies: four pathways, a scoping wizard with an instant quote, and regional pricing.',
});

export function Component() {
  return (
    <CmsPage slug="data-analysis">
      {({ hero, pathways, wizard, regionalPricing, faq }) => (
        <>
          <LeadHero headingId="data-analysis-heading" hero={hero}>
            <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
              <ButtonLink href="#wizard" size="lg">
                Scope your project
              </ButtonLink>
              <ButtonLink href={`${paths.pricing}#table`} size="lg" variant="outline">
                Compare plans
              </ButtonLink>
            </Stack>
          </LeadHero>

          <CmsSection headingId="pathways-heading" section={pathways}>
            <PathwayList pathways={pathways.items} />
          </CmsSection>

          <CmsSection id="wizard" tone="subtle" headingId="wizard-heading" section={wizard}>
            <ScopingWizard />
          </CmsSection>

          <CmsSection headingId="regional-pricing-heading" section={regionalPricing}>
            <RegionalPrices />
            <p>
              <ButtonLink href={`${paths.pricing}#table`} variant="secondary">
                See the full pricing table
              </ButtonLink>
            </p>
          </CmsSection>

          <CmsSection tone="subtle" headingId="data-analysis-faq-heading" section={faq}>
            <DataAnalysisFaq items={faq.items} />
          </CmsSection>
        </>
      )}
    </CmsPage>
  );
}
