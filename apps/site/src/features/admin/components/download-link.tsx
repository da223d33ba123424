import styled from '@emotion/styled';

/**
 * A plain anchor, not the router's link: the file is the server's answer, so the browser must ask
 * for it itself (a client-side route would show "page not found").
 */
export const DownloadLink = styled.a(({ theme }) => ({
  color: theme.colors.link,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { color: theme.colors.linkHover, textDecorationThickness: '2px' },
}));
