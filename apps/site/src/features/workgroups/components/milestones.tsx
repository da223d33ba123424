import styled from '@emotion/styled';
import { SectionHeading, StepNumber, unstyledList } from '@manara/ui';

/** The four milestones every workgroup project passes, in order. */
export const MILESTONES = [
  { title: 'Kickoff', text: 'Your team is formed, the question is agreed and everyone knows their role.' },
  { title: 'IRB green light', text: 'The protocol is submitted and approved by your ethics committee.' },
  { title: 'Data freeze', text: 'The dataset is cleaned, checked and locked before any analysis begins.' },
  { title: 'Submission', text: 'The manuscript goes to the target journal, with a plan for the reviewers’ replies.' },
] as const;

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

export function Milestones() {
  return (
    <section aria-labelledby="milestones-title">
      <SectionHeading
        headingId="milestones-title"
        eyebrow="Milestones"
        title="Four milestones from idea to submission"
        description="We track each workgroup against the same four checkpoints, so you always know what comes next."
      />
      <Timeline>
        {MILESTONES.map((milestone, index) => (
          <li key={milestone.title}>
            <StepNumber>{index + 1}</StepNumber>
            <h3>{milestone.title}</h3>
            <p>{milestone.text}</p>
          </li>
        ))}
      </Timeline>
    </section>
  );
}
