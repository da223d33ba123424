import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme-provider';
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

  it('keeps server-rendered content visible through hydration, then hides only what is off screen', async () => {
    mockReducedMotion(false);
    const page = (
      <ThemeProvider>
        <Reveal offset="hero">Hero</Reveal>
        <Reveal>Later section</Reveal>
      </ThemeProvider>
    );
    // The server has neither IntersectionObserver nor matchMedia: it renders the content visible.
    const html = renderToString(page);
    expect(html.match(/data-state="visible"/g)).toHaveLength(2);

    const observers = mockObserver();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, page));
    expect(errors).not.toHaveBeenCalled();
    const [hero, later] = [screen.getByText('Hero'), screen.getByText('Later section')];
    expect(hero).toHaveAttribute('data-state', 'visible');
    expect(later).toHaveAttribute('data-state', 'visible');

    // The first report: the hero is on screen and stays; the later section is hidden until scrolled to.
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    act(() => observers[1]?.callback([{ isIntersecting: false }]));
    expect(hero).toHaveAttribute('data-state', 'visible');
    expect(later).toHaveAttribute('data-state', 'hidden');
    act(() => observers[1]?.callback([{ isIntersecting: true }]));
    expect(later).toHaveAttribute('data-state', 'visible');

    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });
});
