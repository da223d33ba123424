import styled from '@emotion/styled';
import { Lead, type LeadProps } from '@manara/ui';

/** The accent gradient band a hero stands on (the home page's is taller). */
export const HeroBand = styled.section(({ theme }) => ({
  paddingBlock: theme.space[16],
  background: `linear-gradient(180deg, ${theme.colors.accentSubtle} 0%, ${theme.colors.bg} 100%)`,
}));

// Room before the actions only where the hero has some.
const SpacedLead = styled(Lead)(({ theme }) => ({ '&:not(:last-child)': { marginBottom: theme.space[8] } }));

/** A hero's lead sentence, under its h1. */
export function HeroLead(props: Omit<LeadProps, 'size'>) {
  return <SpacedLead size="xl" {...props} />;
}
