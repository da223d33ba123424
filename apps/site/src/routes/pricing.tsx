import { Section, SectionHeading } from '@manara/ui';
import { DiscountCards, PricingPlans } from '../features/pricing';
import { useSiteSettings } from '../lib/site-settings';
import { PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { Reveal } from '../lib/reveal';

export const handle: RouteHandle = {
  meta: {
    title: 'Pricing',
    description:
      'Regional pricing for Manara Research plans in SAR, AED, EGP, USD and GBP, with monthly, annual and project views and student discounts.',
  },
};

export function Component() {
  // Sales mail goes to the address the site settings publish (primed by the root loader).
  const { data: settings } = useSiteSettings();
  return (
    <>
      <PageHero
        id="table"
        headingId="pricing-heading"
        eyebrow="Pricing"
        title="Simple plans, priced for your region"
        description="Choose monthly, annual or per-project billing. Prices follow the country selected at the top of the page."
      >
        <PricingPlans salesEmail={settings?.supportEmail} />
      </PageHero>
      <Section tone="subtle" aria-labelledby="discounts-heading">
        <Reveal>
          <SectionHeading
            headingId="discounts-heading"
            eyebrow="Discounts"
            title="Ways to save"
            description="Discounts apply at checkout; our team confirms them on your invoice."
          />
          <DiscountCards />
        </Reveal>
      </Section>
    </>
  );
}
