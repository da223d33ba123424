import type { Theme } from '@emotion/react';
import type { CSSObject } from '@emotion/styled';

/**
 * The header's two pill controls, the country picker and the account menu's trigger: one height,
 * shape, border, type and hover, so they read as a pair beside the theme toggle. Each adds only the
 * padding its content needs (text, or the round initial).
 */
export function headerPill(theme: Theme): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.5rem',
    // The picker is a form field: its edge keeps 3:1 against the header in both themes.
    border: `1px solid ${theme.colors.borderStrong}`,
    borderRadius: theme.radii.full,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surfaceMuted },
    // The chevron that says it opens.
    '& > svg': { flexShrink: 0, color: theme.colors.textMuted },
  };
}
