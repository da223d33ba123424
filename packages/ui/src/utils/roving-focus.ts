import type { KeyboardEvent } from 'react';

/**
 * Arrow/Home/End movement between sibling controls (APG tabs and accordion headers). Returns the
 * element that received focus, or null when the key is not a navigation key.
 */
export function moveFocus(
  event: KeyboardEvent<HTMLElement>,
  items: HTMLElement[],
  orientation: 'horizontal' | 'vertical',
): HTMLElement | null {
  const index = items.indexOf(event.target as HTMLElement);
  if (index === -1 || items.length === 0) return null;
  const prev = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  let target: number;
  switch (event.key) {
    case prev:
      target = (index - 1 + items.length) % items.length;
      break;
    case next:
      target = (index + 1) % items.length;
      break;
    case 'Home':
      target = 0;
      break;
    case 'End':
      target = items.length - 1;
      break;
    default:
      return null;
  }
  event.preventDefault();
  const element = items[target] ?? null;
  element?.focus();
  return element;
}
