import { Section, SectionHeading } from '@manara/ui';
import { DiscountCards, PricingPlans } from '../features/pricing';
import { useSiteSettings } from '../lib/site-settings';
import { heroProps, PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { pageMeta, pageQuery, usePage } from '../lib/queries/page';
import { PageState } from '../lib/queries/page-state';
import { primeLoader } from '../lib/route-module';
import { Reveal } from '../lib/reveal';
import { headingOf } from '../lib/page-section';

export const handle: RouteHandle = {
  meta: pageMeta('pricing', {
    title: 'Pricing',
    description:
      'Regional pricing for Manara Research plans in SAR, AED, EGP, USD and GBP, with monthly, annual and project views and student discounts.',
  }),
};

export const loader = primeLoader(pageQuery('pricing'));

export function Component() {
  // Sales mail goes to the address the site settings publish (primed by the root loader).
  const { data: settings } = useSiteSettings();
  const { data: page, isError, refetch } = usePage('pricing');
  if (!page) return <PageState isError={isError} retry={() => void refetch()} />;
  const { hero, plans, discounts } = page;
  return (
    <>
      <PageHero id="table" headingId="pricing-heading" {...heroProps(hero)}>
        <PricingPlans salesEmail={settings?.supportEmail} plans={plans} />
      </PageHero>
      <Section tone="subtle" aria-labelledby="discounts-heading">
        <Reveal>
          <SectionHeading headingId="discounts-heading" {...headingOf(discounts)} />
          <DiscountCards cards={discounts.cards} />
        </Reveal>
      </Section>
    </>
  );
}
