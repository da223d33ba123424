import styled from '@emotion/styled';

/** Hidden on screen, read by screen readers (the standard clip pattern). */
export const visuallyHiddenStyles = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const VisuallyHidden = styled.span(visuallyHiddenStyles);
VisuallyHidden.displayName = 'VisuallyHidden';
