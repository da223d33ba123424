import styled from '@emotion/styled';
import { attributeVariants, type Recipe } from '../../utils/recipe';
import { surface } from '../../utils/surface';
import { cluster } from '../../utils/wrapping-row';

export const cardVariants = ['outline', 'elevated', 'subtle', 'accent'] as const;
export type CardVariant = (typeof cardVariants)[number];

/** What the variants change from the outlined card (`outline` and `elevated` are the card itself). */
const cardRecipe: Recipe<'subtle' | 'accent'> = {
  subtle: (theme) => ({ background: theme.colors.bgSubtle }),
  accent: (theme) => ({ borderColor: theme.colors.accent, borderWidth: '2px' }),
};

export const StyledCard = styled.div(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  padding: theme.space[6],
  // One elevation for every card (tokens/elevation.ts): a border at rest, a faint shadow on hover.
  ...surface(theme),
  boxShadow: theme.elevation.card.shadow,
  color: theme.colors.text,
  height: '100%',
  ...attributeVariants('variant', cardRecipe, theme),
  '&[data-interactive="true"]': {
    transition: `box-shadow ${theme.motion.durations.normal}, transform ${theme.motion.durations.normal}, border-color ${theme.motion.durations.normal}`,
    '&:hover, &:focus-within': {
      boxShadow: theme.elevation.card.hoverShadow,
      borderColor: theme.elevation.card.hoverBorderColor,
    },
    '@media (prefers-reduced-motion: no-preference)': { '&:hover': { transform: 'translateY(-2px)' } },
  },
}));

export const StyledCardHeader = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
}));

export const StyledCardTitle = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.semibold,
  lineHeight: theme.lineHeights.snug,
}));

export const StyledCardDescription = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
}));

export const StyledCardContent = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  flexGrow: 1,
}));

export const StyledCardFooter = styled.div(({ theme }) => ({
  ...cluster(theme, 3),
  marginTop: 'auto',
  paddingTop: theme.space[2],
}));

/** A title link whose ::after covers the card, so the whole card is one click target and one tab stop. */
export const stretchedLinkStyles = {
  color: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: '3px solid', outlineOffset: '2px' },
  '&:hover': { textDecoration: 'underline', color: 'inherit' },
} as const;
