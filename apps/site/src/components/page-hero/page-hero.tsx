import type { HeroContent, Image } from '@manara/contracts';
import { Section, SectionHeading } from '@manara/ui';
import type { ReactNode } from 'react';
import { Reveal } from '@/lib/reveal';
import { HeroMedia } from './hero-media';

interface PageHeroProps {
  /** The section's own id, where a link elsewhere jumps to it (e.g. /pricing#table). */
  id?: string;
  /** The h1's id, which names the section. */
  headingId: string;
  eyebrow?: string;
  title: string;
  description: string;
  /** The hero image from /cms, shown beside the heading. */
  image?: Image;
  /** What follows the heading in the same section: the page's main tool or list. */
  children?: ReactNode;
}

/** A page's first section: its h1 heading rising in as the hero, then the page's main content. */
export function PageHero({ id, headingId, eyebrow, title, description, image, children }: PageHeroProps) {
  return (
    <Section id={id} aria-labelledby={headingId} spacing="lg">
      <Reveal offset="hero">
        <HeroMedia image={image}>
          <SectionHeading level={1} headingId={headingId} eyebrow={eyebrow} title={title} description={description} />
        </HeroMedia>
      </Reveal>
      {children}
    </Section>
  );
}

/** A page's hero as an editor published it in /cms, in PageHero's terms. */
export const heroProps = (hero: HeroContent) => ({
  eyebrow: hero.eyebrow,
  title: hero.headline,
  description: hero.lead,
  image: hero.image,
});
