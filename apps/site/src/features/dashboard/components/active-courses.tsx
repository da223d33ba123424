import styled from '@emotion/styled';
import { Badge, ButtonLink, Card, CardContent, CardFooter, CardHeader, CardTitle, Grid, ProgressBar } from '@manara/ui';
import { STATUS_LABELS } from '@manara/contracts';
import { paths } from '@/config/paths';
import type { ActiveCourse } from '../lib/active-courses';
import { formatHours } from '../lib/progress';

const Facts = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space[1]} ${theme.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));

const Percent = styled.p(({ theme }) => ({
  margin: `${theme.space[2]} 0 0`,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
}));

const Badges = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }));

/**
 * Active courses: title, category badge, level, hours, rating, progress, Continue. An enrollment
 * that is no longer in progress says so beside its category (an admin may have changed it).
 */
export function ActiveCourses({ courses }: { courses: ActiveCourse[] }) {
  return (
    <Grid as="ul" columns={{ base: 1, md: 3 }} gap={4} aria-label="Active courses">
      {courses.map((course) => (
        <Card as="li" key={course.courseId} data-testid="active-course" data-course-id={course.courseId}>
          <CardHeader>
            <Badges>
              <Badge tone="accent">{course.category}</Badge>
              {course.status && course.status !== 'in_progress' ? (
                <Badge tone={course.status === 'completed' ? 'success' : 'neutral'}>
                  {STATUS_LABELS[course.status]}
                </Badge>
              ) : null}
            </Badges>
            <CardTitle level={3}>{course.title}</CardTitle>
            <Facts>
              <li>{course.level}</li>
              <li>{formatHours(course.durationHrs)}</li>
              <li>
                <span aria-hidden="true">★ </span>
                {course.rating.toFixed(1)} rating
              </li>
            </Facts>
          </CardHeader>
          <CardContent>
            <ProgressBar value={course.progress} label="Progress" showValue={false} />
            <Percent>{course.progress}% complete</Percent>
          </CardContent>
          <CardFooter>
            <ButtonLink href={paths.course(course.courseId)} variant="outline" aria-label={`Continue ${course.title}`}>
              Continue
            </ButtonLink>
          </CardFooter>
        </Card>
      ))}
    </Grid>
  );
}
