import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is decorative and sized by props', () => {
    const { container } = renderWithTheme(<Skeleton shape="circle" width={48} height={48} />);
    const el = container.querySelector('[data-slot="skeleton"]') as HTMLElement;
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el).toHaveAttribute('data-shape', 'circle');
    expect(el.style.width).toBe('48px');
  });
});
