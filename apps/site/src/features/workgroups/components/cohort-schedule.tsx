import styled from '@emotion/styled';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, Grid, SectionHeading } from '@manara/ui';

/** The four-week cohort schedule, the same for every cohort (static content). */
export const COHORT_WEEKS = [
  {
    week: 1,
    title: 'Ideation sprints',
    summary: 'Sharpen the research question and make sure it is worth answering.',
    activities: ['Frame the question with PICO', 'Rapid literature scan for novelty', 'Agree roles and authorship'],
    outcome: 'A one-page concept note',
  },
  {
    week: 2,
    title: 'Protocol build',
    summary: 'Turn the idea into a protocol an ethics committee can approve.',
    activities: ['Study design and sample size', 'Variables and analysis plan', 'Consent and data-protection forms'],
    outcome: 'An IRB-ready protocol',
  },
  {
    week: 3,
    title: 'Data readiness',
    summary: 'Set up collection so the data arrive clean and analysable.',
    activities: [
      'Case report form and data dictionary',
      'Cleaning and validation scripts',
      'Pilot on the first records',
    ],
    outcome: 'A locked data dictionary and a clean pilot dataset',
  },
  {
    week: 4,
    title: 'Manuscript momentum',
    summary: 'Start writing before the results are in, so submission follows quickly.',
    activities: ['Shell tables and figures', 'Draft methods section', 'Target journal shortlist'],
    outcome: 'A manuscript skeleton and a submission timeline',
  },
] as const;

const Activities = styled.ul(({ theme }) => ({
  margin: 0,
  paddingLeft: theme.space[5],
  display: 'grid',
  gap: theme.space[1],
  color: theme.colors.text,
}));

const Outcome = styled.p(({ theme }) => ({
  margin: 0,
  paddingTop: theme.space[3],
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  '& strong': { color: theme.colors.text },
}));

export function CohortSchedule() {
  return (
    <section aria-labelledby="schedule-title">
      <SectionHeading
        headingId="schedule-title"
        eyebrow="Four-week cohort"
        title="The schedule"
        description="One live session and one mentor check-in each week, with work you can do around clinical shifts."
      />
      <Grid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap={5}>
        {COHORT_WEEKS.map((week) => (
          <li key={week.week}>
            <Card as="article" style={{ height: '100%' }}>
              <CardHeader>
                <Badge tone="accent">Week {week.week}</Badge>
                <CardTitle level={3}>{week.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription>{week.summary}</CardDescription>
                <Activities>
                  {week.activities.map((activity) => (
                    <li key={activity}>{activity}</li>
                  ))}
                </Activities>
                <Outcome>
                  <strong>You leave with:</strong> {week.outcome}
                </Outcome>
              </CardContent>
            </Card>
          </li>
        ))}
      </Grid>
    </section>
  );
}
