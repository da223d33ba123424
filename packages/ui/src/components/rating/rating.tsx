import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { StarIcon } from '../icon';

/** A rating is drawn as five stars, from none to all of them filled. */
const STAR_COUNT = 5;
const STARS = Array.from({ length: STAR_COUNT }, (_, i) => i + 1);

/** Clamps to 0–5 and rounds to one decimal: ratings are read to one decimal. */
export function normalizeRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(STAR_COUNT, Math.max(0, value)) * 10) / 10;
}

export function formatRating(value: number): string {
  return normalizeRating(value).toFixed(1);
}

const Root = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  '&[data-size="sm"]': { fontSize: theme.fontSizes.sm },
  '&[data-size="md"]': { fontSize: theme.fontSizes.md },
  '&[data-size="lg"]': { fontSize: theme.fontSizes.xl },
}));

const Stars = styled.span(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  color: theme.colors.starEmpty,
  lineHeight: 0,
  '& svg': { flexShrink: 0 },
}));

/** The filled row sits on top of the empty row and is clipped to the rating's share of five. */
const FilledStars = styled.span(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'inline-flex',
  overflow: 'hidden',
  color: theme.colors.star,
  whiteSpace: 'nowrap',
}));

const Value = styled.span(({ theme }) => ({
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.text,
}));

export interface RatingProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** 0 to 5; shown to one decimal. */
  value: number;
  size?: 'sm' | 'md' | 'lg';
  /** Show the number next to the stars ("4.8"). */
  showValue?: boolean;
}

/** Five stars filled to the rating, read as "Rated 4.8 out of 5". */
export function Rating({ value, size = 'md', showValue = false, ...props }: RatingProps) {
  const rating = normalizeRating(value);
  const text = formatRating(rating);
  const row = STARS.map((n) => <StarIcon key={n} size="1.1em" />);
  return (
    <Root role="img" aria-label={`Rated ${text} out of ${STAR_COUNT}`} data-slot="rating" data-size={size} {...props}>
      <Stars aria-hidden="true">
        {row}
        <FilledStars style={{ width: `${(rating / STAR_COUNT) * 100}%` }}>{row}</FilledStars>
      </Stars>
      {showValue ? <Value aria-hidden="true">{text}</Value> : null}
    </Root>
  );
}
