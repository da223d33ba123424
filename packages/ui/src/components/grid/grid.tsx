import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ElementType } from 'react';
import type { Space } from '../../tokens';
import { responsive, type Responsive } from '../../utils/responsive';
import { unstyledList } from '../../utils/unstyled-list';

interface GridStyleProps {
  $columns?: Responsive<number>;
  $minChildWidth?: string;
  $gap: Responsive<Space>;
}

const StyledGrid = styled.div<GridStyleProps>(({ theme, $columns, $minChildWidth, $gap }) => ({
  display: 'grid',
  ...unstyledList,
  gridTemplateColumns: $minChildWidth ? `repeat(auto-fill, minmax(min(${$minChildWidth}, 100%), 1fr))` : undefined,
  ...responsive(theme, $minChildWidth ? undefined : $columns, (n) => ({
    gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))`,
  })),
  ...responsive(theme, $gap, (g) => ({ gap: theme.space[g] })),
}));

export interface GridProps extends ComponentPropsWithRef<'div'> {
  as?: ElementType;
  /** Columns per breakpoint, e.g. `{ base: 1, md: 2, lg: 3 }`. */
  columns?: Responsive<number>;
  /** Alternative to `columns`: as many columns as fit, each at least this wide (e.g. `18rem`). */
  minChildWidth?: string;
  gap?: Responsive<Space>;
}

/** A CSS grid for card lists; as `ul` it drops list bullets and padding. */
export function Grid({ columns = { base: 1, md: 2, lg: 3 }, minChildWidth, gap = 6, ...props }: GridProps) {
  return <StyledGrid data-slot="grid" $columns={columns} $minChildWidth={minChildWidth} $gap={gap} {...props} />;
}
