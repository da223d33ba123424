import styled from '@emotion/styled';
import { Container } from '@manara/ui';
import type { ReactNode } from 'react';
import { Reveal } from '../../lib/reveal';

const Band = styled.section(({ theme }) => ({
  paddingBlock: theme.space[16],
  background: `linear-gradient(180deg, ${theme.colors.accentSubtle} 0%, ${theme.colors.bg} 100%)`,
}));

const Lead = styled.p(({ theme }) => ({
  maxWidth: theme.sizes.prose,
  fontSize: theme.fontSizes.xl,
  color: theme.colors.textMuted,
  // Room before the actions only where the hero has some.
  '&:not(:last-child)': { marginBottom: theme.space[8] },
}));

interface LeadHeroProps {
  /** The h1's id, which names the band. */
  headingId: string;
  title: string;
  lead: ReactNode;
  /** The hero's calls to action, under the lead. */
  children?: ReactNode;
}

/** A service page's first band: the h1 and a lead sentence on the accent gradient, then its actions. */
export function LeadHero({ headingId, title, lead, children }: LeadHeroProps) {
  return (
    <Band aria-labelledby={headingId}>
      <Container>
        <Reveal offset="hero">
          <h1 id={headingId}>{title}</h1>
          <Lead>{lead}</Lead>
          {children}
        </Reveal>
      </Container>
    </Band>
  );
}
