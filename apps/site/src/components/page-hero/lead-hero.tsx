import styled from '@emotion/styled';
import type { HeroContent } from '@manara/contracts';
import { Container, Eyebrow } from '@manara/ui';
import type { ReactNode } from 'react';
import { Reveal } from '../../lib/reveal';
import { HeroMedia } from './hero-media';

/** The accent gradient band a hero stands on (the home page's is taller). */
export const HeroBand = styled.section(({ theme }) => ({
  paddingBlock: theme.space[16],
  background: `linear-gradient(180deg, ${theme.colors.accentSubtle} 0%, ${theme.colors.bg} 100%)`,
}));

/** A hero's lead sentence, under its h1. */
export const HeroLead = styled.p(({ theme }) => ({
  maxWidth: theme.sizes.prose,
  fontSize: theme.fontSizes.xl,
  color: theme.colors.textMuted,
  // Room before the actions only where the hero has some.
  '&:not(:last-child)': { marginBottom: theme.space[8] },
}));

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
