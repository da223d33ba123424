import styled from '@emotion/styled';
import type { WorkgroupsPage } from '@manara/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, Grid, SectionHeading } from '@manara/ui';
import { headingOf } from '@/lib/page-section';

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

/** The cohort's weeks in order, as written in the CMS; "Week n" counts them. */
export function CohortSchedule({ schedule }: { schedule: WorkgroupsPage['schedule'] }) {
  return (
    <section aria-labelledby="schedule-title">
      <SectionHeading headingId="schedule-title" {...headingOf(schedule)} />
      <Grid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap={5}>
        {schedule.weeks.map((week, index) => (
          <li key={index}>
            <Card as="article" style={{ height: '100%' }}>
              <CardHeader>
                <Badge tone="accent">Week {index + 1}</Badge>
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
