import { DiscountCards, PricingPlans } from '@/features/pricing';
import { useSiteSettings } from '@/lib/site-settings';
import { CmsSection } from '@/components/cms-section';
import { heroProps, PageHero } from '@/components/page-hero';
import { cmsPageRoute, type CmsPageProps } from '@/lib/queries/page-route';

export const { handle, loader, Component } = cmsPageRoute('pricing', PricingPage);

function PricingPage({ page }: CmsPageProps<'pricing'>) {
  const { hero, plans, discounts } = page;
  // Sales mail goes to the address the site settings publish (primed by the root loader).
  const { data: settings } = useSiteSettings();
  return (
    <>
      <PageHero id="table" headingId="pricing-heading" {...heroProps(hero)}>
        <PricingPlans salesEmail={settings?.supportEmail} plans={plans} />
      </PageHero>
      <CmsSection tone="subtle" headingId="discounts-heading" section={discounts}>
        <DiscountCards cards={discounts.cards} />
      </CmsSection>
    </>
  );
}
