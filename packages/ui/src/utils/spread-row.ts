import type { Theme } from '@emotion/react';
import type { Space } from '../tokens';

/**
 * A row with its items at both ends (a title and its action, a filter and its count) that wraps
 * onto more lines on narrow screens. Spread it into a styled element; `align` lines the items up
 * across the row.
 */
export function spreadRow(theme: Theme, align: 'center' | 'flex-start' | 'flex-end' | 'end', gap: Space) {
  return {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: align,
    justifyContent: 'space-between',
    gap: theme.space[gap],
  } as const;
}
