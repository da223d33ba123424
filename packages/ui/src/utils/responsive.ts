import type { Theme } from '@emotion/react';
import type { CSSObject } from '@emotion/styled';
import type { Breakpoint } from '../tokens';

/** A value, or one value per breakpoint (mobile first: `base` applies below `sm`). */
export type Responsive<T> = T | Partial<Record<'base' | Breakpoint, T>>;

function isPerBreakpoint<T>(value: Responsive<T>): value is Partial<Record<'base' | Breakpoint, T>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns a responsive prop into styles, adding a media query for each breakpoint given. */
export function responsive<T>(theme: Theme, value: Responsive<T> | undefined, toStyle: (v: T) => CSSObject): CSSObject {
  if (value === undefined) return {};
  if (!isPerBreakpoint(value)) return toStyle(value);
  const styles: CSSObject = value.base === undefined ? {} : toStyle(value.base);
  for (const bp of ['sm', 'md', 'lg', 'xl'] as const) {
    const v = value[bp];
    if (v !== undefined) styles[theme.mq[bp]] = toStyle(v);
  }
  return styles;
}
