import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import { SpinnerRing, type SpinnerSize } from './spinner.styles';

export interface SpinnerProps extends ComponentPropsWithRef<'span'> {
  size?: SpinnerSize;
  /** What is loading; read by screen readers. */
  label?: string;
  /** Inside a button that already says it is busy, the spinner is decoration only. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label = 'Loading', decorative = false, ...props }: SpinnerProps) {
  if (decorative) return <SpinnerRing $size={size} aria-hidden="true" {...props} />;
  return (
    <span role="status" data-slot="spinner" {...props}>
      <SpinnerRing $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
