import type { Theme } from '@emotion/react';
import type { Space } from '../tokens';

type RowAlign = 'center' | 'flex-start' | 'flex-end' | 'end';

/**
 * A row of items side by side (a score and its badge, a title and its tags) that wraps onto more
 * lines on narrow screens. Spread it into a styled element; `align` lines the items up across the row.
 */
export function cluster(theme: Theme, gap: Space, align: RowAlign = 'center') {
  return { display: 'flex', flexWrap: 'wrap', alignItems: align, gap: theme.space[gap] } as const;
}

/** A wrapping row with its items at both ends: a title and its action, a filter and its count. */
export function spreadRow(theme: Theme, align: RowAlign, gap: Space) {
  return { ...cluster(theme, gap, align), justifyContent: 'space-between' } as const;
}
