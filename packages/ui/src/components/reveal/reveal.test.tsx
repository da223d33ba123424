import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme-provider';
import { renderWithTheme } from '../../testing/render';
import { Reveal } from './reveal';

type Entry = Pick<
  IntersectionObserverEntry,
  'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'
>;
type Callback = (entries: Entry[]) => void;

const SCREEN = 844;

/** What the observer reports for an element `height` px tall with `seen` px of it on an 844 px screen. */
function seen(seenPx: number, height = 400): Entry {
  return {
    isIntersecting: seenPx > 0,
    intersectionRatio: seenPx / height,
    intersectionRect: { height: seenPx } as DOMRectReadOnly,
    rootBounds: { height: SCREEN } as DOMRectReadOnly,
  };
}
const onScreen = seen(400);
const offScreen = seen(0);

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
  it('starts hidden off screen and shows once 20 % is visible, then stops observing', () => {
    mockReducedMotion(false);
    const observers = mockObserver();
    renderWithTheme(<Reveal offset="hero">Hero</Reveal>);
    const el = screen.getByText('Hero');
    expect(el).toHaveAttribute('data-state', 'hidden');
    expect(observers[0]?.options?.threshold).toContain(0.2);
    act(() => observers[0]?.callback([offScreen]));
    act(() => observers[0]?.callback([seen(60)]));
    expect(el).toHaveAttribute('data-state', 'hidden');
    act(() => observers[0]?.callback([seen(80)]));
    expect(el).toHaveAttribute('data-state', 'visible');
    expect(observers[0]?.disconnect).toHaveBeenCalled();
  });

  it('shows a section taller than the screen once it fills 20 % of the screen', () => {
    mockReducedMotion(false);
    const observers = mockObserver();
    renderWithTheme(<Reveal>Tall section</Reveal>);
    const el = screen.getByText('Tall section');
    act(() => observers[0]?.callback([offScreen]));
    // 160 px of 1,839 (9 %, and 19 % of the screen): not yet.
    act(() => observers[0]?.callback([seen(160, 1839)]));
    expect(el).toHaveAttribute('data-state', 'hidden');
    // 184 px (10 % of it, 22 % of the screen): the screen would otherwise be a fifth blank.
    act(() => observers[0]?.callback([seen(184, 1839)]));
    expect(el).toHaveAttribute('data-state', 'visible');
  });

  it('in a page rendered after a link, shows at once whatever is on screen at the first report', () => {
    mockReducedMotion(false);
    const observers = mockObserver();
    renderWithTheme(<Reveal>First screen</Reveal>);
    act(() => observers[0]?.callback([seen(40, 900)]));
    expect(screen.getByText('First screen')).toHaveAttribute('data-state', 'visible');
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
    act(() => observers[0]?.callback([onScreen]));
    act(() => observers[1]?.callback([offScreen]));
    expect(hero).toHaveAttribute('data-state', 'visible');
    expect(later).toHaveAttribute('data-state', 'hidden');
    act(() => observers[1]?.callback([onScreen]));
    expect(later).toHaveAttribute('data-state', 'visible');

    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });
});
