import { HydratingContext } from '@manara/ui';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hydrating, useHydrated } from './hydration';

/** A part that shows browser state (the stored user, the theme) only once the page is the browser's. */
function StoredState() {
  return <p>{useHydrated() ? 'From this browser' : 'As the server rendered it'}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('keeps the server’s state through hydration, then shows the browser’s, with no mismatch', async () => {
    const html = renderToString(
      <HydratingContext.Provider value>
        <StoredState />
      </HydratingContext.Provider>,
    );
    expect(html).toContain('As the server rendered it');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const root = await act(async () =>
      hydrateRoot(
        container,
        <Hydrating>
          <StoredState />
        </Hydrating>,
      ),
    );
    expect(container.textContent).toBe('From this browser');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('is true from the first render of a page the browser renders itself', () => {
    render(<StoredState />);
    expect(screen.getByText('From this browser')).toBeInTheDocument();
  });
});
