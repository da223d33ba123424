import styled from '@emotion/styled';

/** The h1 of a page built around one card or sheet (sign-in, a certificate check), smaller than a hero's. */
export const PageTitle = styled.h1(({ theme }) => ({
  margin: 0,
  fontSize: `clamp(${theme.fontSizes['2xl']}, 4vw, ${theme.fontSizes['3xl']})`,
  lineHeight: theme.lineHeights.tight,
  color: theme.colors.text,
}));

/** A card page's PageTitle and the Lead under it, spaced alike on every such page (sign-in, password reset). */
export const PageTitleGroup = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  marginBottom: theme.space[6],
}));
