import { ButtonLink, Section, SectionHeading, Stack } from '@manara/ui';
import { paths } from '@/config/paths';
import { Leadership, Mission } from '@/features/about';
import { NewsletterSignup } from '@/features/newsletter';
import { heroProps, PageHero } from '@/components/page-hero';
import { cmsPageRoute, type CmsPageProps } from '@/lib/queries/page-route';
import { Reveal } from '@/lib/reveal';
import { headingOf } from '@/lib/page-section';
import { RevealSection } from '@/components/cms-section';

export const { handle, loader, Component } = cmsPageRoute('about', AboutPage, { forms: ['newsletter'] });

function AboutPage({ page }: CmsPageProps<'about'>) {
  return (
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
  );
}
