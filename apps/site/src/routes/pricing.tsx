import { DiscountCards, PricingPlans } from '../features/pricing';
import { useSiteSettings } from '../lib/site-settings';
import { CmsSection } from '../components/cms-section';
import { heroProps, PageHero } from '../components/page-hero';
import { cmsPageRoute } from '../lib/queries/page-route';
import { CmsPage } from '../lib/queries/page-state';

export const { handle, loader } = cmsPageRoute('pricing', {
  title: 'Pricing',
  description:
    'Regional pricing for Manara Research plans in SAR, AED, EGP, USD and GBP, with monthly, annual and project views and student discounts.',
});

export function Component() {
  // Sales mail goes to the address the site settings publish (primed by the root loader).
  const { data: settings } = useSiteSettings();
  return (
    <CmsPage slug="pricing">
      {({ hero, plans, discounts }) => (
        <>
          <PageHero id="table" headingId="pricing-heading" {...heroProps(hero)}>
            <PricingPlans salesEmail={settings?.supportEmail} plans={plans} />
          </PageHero>
          <CmsSection tone="subtle" headingId="discounts-heading" section={discounts}>
            <DiscountCards cards={discounts.cards} />
          </CmsSection>
        </>
      )}
    </CmsPage>
  );
}
