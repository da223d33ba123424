import styled from '@emotion/styled';
import { formatCoursePrice, type Course } from '@manara/contracts';
import {
  Badge,
  ButtonLink,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardProps,
  Link,
  ProgressBar,
  Rating,
  formatRating,
  VisuallyHidden,
  cluster,
} from '@manara/ui';
import { CardCover } from '../media-image';

const Meta = styled.p(({ theme }) => ({
  ...cluster(theme, 3),
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));

const Price = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.bold,
}));

const RatingRow = styled.div(({ theme }) => ({
  ...cluster(theme, 2),
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

export interface CourseCardProps extends CardProps {
  /**
   * The course: its price in US dollars is shown in the visitor's currency (left out on the
   * dashboard); its cover comes from the media library, else is drawn for its category.
   */
  course: Pick<Course, 'title' | 'category' | 'level' | 'durationHrs' | 'rating' | 'image'> &
    Partial<Pick<Course, 'price'>>;
  /** The course page, `/courses/{id}`. */
  href: string;
  /** Dashboard: percent complete, shown as a progress bar with a Continue action. */
  progress?: number;
  actionLabel?: string;
  titleLevel?: 2 | 3 | 4;
}

export function CourseCard({ course, href, progress, actionLabel, titleLevel = 3, ...props }: CourseCardProps) {
  const { title, category, level, durationHrs, rating, price, image } = course;
  const tracking = progress !== undefined;
  return (
    <Card data-kind="course" {...props}>
      <CardCover image={image} seed={category} />
      <CardHeader>
        <Badge tone="accent">{category}</Badge>
        <CardTitle level={titleLevel}>
          <Link href={href} variant="subtle">
            {title}
          </Link>
        </CardTitle>
        <Meta>
          <span>{level}</span>
          <span aria-hidden="true">·</span>
          <span>{durationHrs} hrs</span>
        </Meta>
      </CardHeader>
      <CardContent>
        <RatingRow>
          <Rating value={rating} size="sm" />
          <span aria-hidden="true">{formatRating(rating)}</span>
        </RatingRow>
        {tracking ? (
          <ProgressBar
            value={progress}
            label={
              <>
                Progress<VisuallyHidden>: {title}</VisuallyHidden>
              </>
            }
          />
        ) : null}
      </CardContent>
      <CardFooter>
        {price !== undefined && !tracking ? <Price>{formatCoursePrice(price)}</Price> : null}
        {tracking ? (
          <ButtonLink href={href} size="sm" aria-label={`${actionLabel ?? 'Continue'}: ${title}`}>
            {actionLabel ?? 'Continue'}
          </ButtonLink>
        ) : null}
      </CardFooter>
    </Card>
  );
}
