import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from '@manara/ui';
import type { NavItem } from './nav-items';

/** The look of an entry of the main navigation, a link or the label of a menu. */
export const navEntryStyles = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.5rem',
    paddingInline: theme.space[2],
    // From 1024 px the seven entries share the row with the logo and the controls: a little tighter there.
    [`${theme.mq.lg}`]: { paddingInline: theme.space[1.5], fontSize: theme.fontSizes.sm },
    [`${theme.mq.xl}`]: { paddingInline: theme.space[2], fontSize: theme.fontSizes.md },
    borderRadius: theme.radii.md,
    color: theme.colors.text,
    fontWeight: theme.fontWeights.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:hover': { color: theme.colors.link, background: theme.colors.surfaceMuted, textDecoration: 'none' },
    '&[aria-current="page"], &[data-current]': {
      color: theme.colors.accentSubtleText,
      background: theme.colors.accentSubtle,
      fontWeight: theme.fontWeights.semibold,
    },
  }) as const;

const StyledNavLink = styled(Link)(({ theme }) => navEntryStyles(theme));

export function NavLink({ item, current, onClick }: { item: NavItem; current: boolean; onClick?: () => void }) {
  return (
    <StyledNavLink
      // The CMS is not a page of this app: a plain link, so the browser loads it from the server.
      {...(item.document ? { as: 'a' as const } : {})}
      href={item.href}
      variant="subtle"
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {item.label}
    </StyledNavLink>
  );
}
