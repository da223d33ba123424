import { ButtonLink, Section, SectionHeading, Stack } from '@manara/ui';
import { paths } from '../config/paths';
import { Leadership, Mission } from '../features/about';
import { NewsletterSignup } from '../features/newsletter';
import { heroProps, PageHero } from '../components/page-hero';
import { cmsPageRoute } from '../lib/queries/page-route';
import { CmsPage } from '../lib/queries/page-state';
import { Reveal } from '../lib/reveal';
import { headingOf } from '../lib/page-section';
import { RevealSection } from '../components/cms-section';

export const { handle, loader } = cmsPageRoute('about', {
  title: 'About us',
  description:
    'Manara Research helps clinicians and researchers in Saudi Arabia, the Emirates and Egypt run rigorous studies: our mission, vision, values and leadership team.',
});

export function Component() {
  return (
    <CmsPage slug="about">
      {(page) => (
        <>
          <PageHero headingId="about-title" {...heroProps(page.hero)}>
            <Reveal>
              <Mission mission={page.mission} vision={page.vision} values={page.values} />
            </Reveal>
          </PageHero>
          <RevealSection tone="subtle">
            <Leadership leadership={page.leadership} />
          </RevealSection>
          <RevealSection aria-labelledby="newsletter-heading">
            <NewsletterSignup />
          </RevealSection>
          <Section tone="subtle" aria-labelledby="about-next-title">
            <SectionHeading headingId="about-next-title" {...headingOf(page.next)} />
            <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
              <ButtonLink href={paths.workgroups}>Explore workgroups</ButtonLink>
              <ButtonLink href={paths.contact} variant="outline">
                Contact the team
              </ButtonLink>
            </Stack>
          </Section>
        </>
      )}
    </CmsPage>
  );
}
