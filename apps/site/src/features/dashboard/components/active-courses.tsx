import styled from '@emotion/styled';
import { Badge, ButtonLink, Card, CardContent, CardFooter, CardHeader, CardTitle, Grid, ProgressBar } from '@manara/ui';
import { paths } from '../../../config/paths';
import type { ActiveCourse } from '../hooks/use-active-courses';
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

/** Active courses: title, category badge, level, hours, rating, progress, Continue. */
export function ActiveCourses({ courses }: { courses: ActiveCourse[] }) {
  return (
    <Grid as="ul" columns={{ base: 1, md: 3 }} gap={4} aria-label="Active courses">
      {courses.map(({ course, progress }) => (
        <Card as="li" key={course.id} data-testid="active-course">
          <CardHeader>
            <Badge tone="accent">{course.category}</Badge>
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
            <ProgressBar value={progress} label="Progress" showValue={false} />
            <Percent>{progress}% complete</Percent>
          </CardContent>
          <CardFooter>
            <ButtonLink href={paths.course(course.id)} variant="outline" aria-label={`Continue ${course.title}`}>
              Continue
            </ButtonLink>
          </CardFooter>
        </Card>
      ))}
    </Grid>
  );
}
