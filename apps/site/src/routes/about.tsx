import { ButtonLink, Section, SectionHeading, Stack } from '@manara/ui';
import { paths } from '../config/paths';
import { Leadership, Mission } from '../features/about';
import { NewsletterSignup } from '../features/newsletter';
import { PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { Reveal } from '../lib/reveal';

export const handle: RouteHandle = {
  meta: {
    title: 'About us',
    description:
      'Manara Research helps clinicians and researchers in Saudi Arabia, the Emirates and Egypt run rigorous studies: our mission, vision, values and leadership team.',
  },
};

export function Component() {
  return (
    <>
      <PageHero
        headingId="about-title"
        eyebrow="About Manara Research"
        title="Research support built by clinicians, for clinicians"
        description="We are a remote-first team of epidemiologists, biostatisticians and medical educators with offices in Riyadh, Dubai and Cairo."
      >
        <Reveal>
          <Mission />
        </Reveal>
      </PageHero>
      <Section tone="subtle">
        <Reveal>
          <Leadership />
        </Reveal>
      </Section>
      <Section aria-labelledby="newsletter-heading">
        <Reveal>
          <NewsletterSignup />
        </Reveal>
      </Section>
      <Section tone="subtle" aria-labelledby="about-next-title">
        <SectionHeading
          headingId="about-next-title"
          title="Work with us"
          description="Start with a cohort workgroup, or tell us about your study and we will suggest where to begin."
        />
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <ButtonLink href={paths.workgroups}>Explore workgroups</ButtonLink>
          <ButtonLink href={paths.contact} variant="outline">
            Contact the team
          </ButtonLink>
        </Stack>
      </Section>
    </>
  );
}
