import styled from '@emotion/styled';
import type { WorkgroupsPage } from '@manara/contracts';
import { SectionHeading, StepNumber, unstyledList } from '@manara/ui';
import { headingOf } from '@/lib/page-section';

const Timeline = styled.ol(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  gap: theme.space[6],
  [theme.mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  '& li': {
    position: 'relative',
    paddingLeft: theme.space[12],
    [theme.mq.md]: { paddingLeft: 0, paddingTop: theme.space[12] },
  },
  // The number sits beside the text on phones and above it from md up.
  '& li > [data-slot="step-number"]': { position: 'absolute', left: 0, top: 0 },
  '& h3': { margin: 0, fontSize: theme.fontSizes.lg },
  '& p': { margin: `${theme.space[1]} 0 0`, color: theme.colors.textMuted },
}));

/** The checkpoints every workgroup project passes, in order, as written in the CMS. */
export function Milestones({ milestones }: { milestones: WorkgroupsPage['milestones'] }) {
  return (
    <section aria-labelledby="milestones-title">
      <SectionHeading headingId="milestones-title" {...headingOf(milestones)} />
      <Timeline>
        {milestones.items.map((milestone, index) => (
          <li key={index}>
            <StepNumber>{index + 1}</StepNumber>
            <h3>{milestone.title}</h3>
            <p>{milestone.text}</p>
          </li>
        ))}
      </Timeline>
    </section>
  );
}
