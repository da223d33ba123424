import type { HeroContent } from '@manara/contracts';
import { Container, Eyebrow } from '@manara/ui';
import type { ReactNode } from 'react';
import { Reveal } from '@/lib/reveal';
import { HeroBand, HeroLead } from './hero-band';
import { HeroMedia } from './hero-media';

interface LeadHeroProps {
  /** The h1's id, which names the band. */
  headingId: string;
  /** The hero as an editor published it in /cms: eyebrow, headline, lead and the image beside them. */
  hero: HeroContent;
  /** The hero's calls to action, under the lead. */
  children?: ReactNode;
}

/** A service page's first band: the h1 and a lead sentence on the accent gradient, then its actions. */
export function LeadHero({ headingId, hero, children }: LeadHeroProps) {
  const { eyebrow, headline, lead, image } = hero;
  return (
    <HeroBand aria-labelledby={headingId}>
      <Container>
        <Reveal offset="hero">
          <HeroMedia image={image}>
            {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
            <h1 id={headingId}>{headline}</h1>
            <HeroLead>{lead}</HeroLead>
            {children}
          </HeroMedia>
        </Reveal>
      </Container>
    </HeroBand>
  );
}
