import { ButtonLink, Stack } from '@manara/ui';
import { CmsSection } from '@/components/cms-section';
import { LeadHero } from '@/components/page-hero';
import { paths } from '@/config/paths';
import { DataAnalysisFaq, PathwayList, ScopingWizard } from '@/features/data-analysis';
import { RegionalPrices } from '@/features/pricing';
import { cmsPageRoute, type CmsPageProps } from '@/lib/queries/page-route';

export const { handle, loader, Component } = cmsPageRoute('data-analysis', DataAnalysisPage, { forms: ['quote'] });

function DataAnalysisPage({ page }: CmsPageProps<'data-analysis'>) {
  const { hero, pathways, wizard, regionalPricing, faq } = page;
  return (
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
  );
}
