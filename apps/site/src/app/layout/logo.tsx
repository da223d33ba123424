import styled from '@emotion/styled';
import { Link } from '@manara/ui';
import { paths } from '@/config/paths';

const LogoLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  color: theme.colors.text,
  textDecoration: 'none',
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.md,
  [theme.mq.sm]: { fontSize: theme.fontSizes.lg },
  minWidth: 0,
  letterSpacing: theme.letterSpacings.tight,
  whiteSpace: 'nowrap',
  '&:hover': { color: theme.colors.text, textDecoration: 'none' },
  svg: { flexShrink: 0 },
}));

const Mark = styled.span(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: theme.radii.md,
  background: theme.colors.accent,
  color: theme.colors.accentContrast,
}));

/** The Manara ("lighthouse") mark and name, the same for every visitor; it always leads home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <LogoLink href={paths.home} variant="subtle" onClick={onClick}>
      <Mark aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 3v3M9 21l1.5-11h3L15 21M7 21h10M8.5 9h7M5 6l2.5 1.5M19 6l-2.5 1.5" strokeLinecap="round" />
        </svg>
      </Mark>
      <span>Manara Research</span>
    </LogoLink>
  );
}
