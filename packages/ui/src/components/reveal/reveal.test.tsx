import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { Reveal } from './reveal';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

function mockObserver() {
  const instances: Array<{
    callback: Callback;
    options: IntersectionObserverInit | undefined;
    disconnect: () => void;
  }> = [];
  class FakeObserver {
    disconnect = vi.fn();
    observe = vi.fn();
    unobserve = vi.fn();
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      instances.push({ callback, options, disconnect: this.disconnect });
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return instances;
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Reveal', () => {
  it('starts hidden and shows once 20 % is visible, then stops observing', () => {
    mockReducedMotion(false);
    const observers = mockObserver();
    renderWithTheme(<Reveal offset="hero">Hero</Reveal>);
    const el = screen.getByText('Hero');
    expect(el).toHaveAttribute('data-state', 'hidden');
    expect(observers[0]?.options?.threshold).toBe(0.2);
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(el).toHaveAttribute('data-state', 'visible');
    expect(observers[0]?.disconnect).toHaveBeenCalled();
  });

  it('shows at once under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    const observers = mockObserver();
    renderWithTheme(<Reveal>Section</Reveal>);
    expect(screen.getByText('Section')).toHaveAttribute('data-state', 'visible');
    expect(observers).toHaveLength(0);
  });
});
