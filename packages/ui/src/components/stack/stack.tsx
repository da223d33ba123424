import styled from '@emotion/styled';
import type { CSSProperties, ComponentPropsWithRef, ElementType } from 'react';
import type { Space } from '../../tokens';
import { responsive, type Responsive } from '../../utils/responsive';
import { unstyledList } from '../../utils/unstyled-list';

interface StackStyleProps {
  $direction?: Responsive<'row' | 'column'>;
  $gap?: Responsive<Space>;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap?: boolean;
}

const StyledStack = styled.div<StackStyleProps>(({ theme, $direction, $gap, $align, $justify, $wrap }) => ({
  display: 'flex',
  alignItems: $align,
  justifyContent: $justify,
  flexWrap: $wrap ? 'wrap' : undefined,
  ...responsive(theme, $direction, (d) => ({ flexDirection: d })),
  ...responsive(theme, $gap, (g) => ({ gap: theme.space[g] })),
  // As a list it is laid out by the gap alone: no bullets or indent (`:where` adds no specificity).
  '&:where(ul, ol)': unstyledList,
}));

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Render as another element (`ul`, `nav`, `section`…). */
  as?: ElementType;
  direction?: Responsive<'row' | 'column'>;
  gap?: Responsive<Space>;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}

/**
 * A flex row or column with a gap from the space scale. Lists keep their semantics via `as="ul"`
 * and lose their bullets and indent.
 */
export function Stack({ direction = 'column', gap = 4, align, justify, wrap, ...props }: StackProps) {
  return (
    <StyledStack
      data-slot="stack"
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...props}
    />
  );
}
