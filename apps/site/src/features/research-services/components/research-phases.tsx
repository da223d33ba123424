import styled from '@emotion/styled';
import type { PageItem } from '@manara/contracts';
import { Grid, StepNumber, surface, VisuallyHidden } from '@manara/ui';

const Phase = styled.li(({ theme }) => ({
  position: 'relative',
  padding: theme.space[5],
  ...surface(theme),
  'h3, h4': { marginBottom: theme.space[2], fontSize: theme.fontSizes.lg },
  p: { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
  '& > [data-slot="step-number"]': { marginBottom: theme.space[3] },
}));

interface ResearchPhasesProps {
  /** The phases in order, as an editor wrote them in /cms (eight, Idea to Publication). */
  phases: PageItem[];
  headingLevel?: 3 | 4;
}

/** The phases a workgroup walks through, numbered. */
export function ResearchPhases({ phases, headingLevel = 4 }: ResearchPhasesProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Grid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap={4} aria-label="The eight phases of a research project">
      {phases.map((phase, index) => (
        <Phase key={phase.title}>
          <StepNumber size="sm">{index + 1}</StepNumber>
          <Heading>
            <VisuallyHidden>Phase {index + 1}: </VisuallyHidden>
            {phase.title}
          </Heading>
          <p>{phase.text}</p>
        </Phase>
      ))}
    </Grid>
  );
}
