import { ThemeProvider, TextField } from '@manara/ui';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { holdEarlySubmits, pageTakenOver } from './early-submits';
import { LoadWhenNear } from './load-when-near';

/** The part that loads when near: a newsletter-like form whose submit the test records. */
const sent = vi.fn();
function SignUp() {
  const { control, handleSubmit } = useForm({ defaultValues: { email: '' } });
  return (
    <form aria-label="Sign up" onSubmit={(event) => void handleSubmit(sent)(event)}>
      <TextField control={control} name="email" label="Email" />
      <button type="submit">Subscribe</button>
    </form>
  );
}

let root: Root | undefined;

beforeAll(holdEarlySubmits);
beforeEach(() => sent.mockReset());
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/**
 * The page as the server sent it (the part rendered in full), hydrated with the part's module held
 * back until `arrive()`.
 */
async function pageWithPartLoading() {
  const container = document.createElement('div');
  container.innerHTML = `<div>${renderToString(
    <ThemeProvider>
      <SignUp />
    </ThemeProvider>,
  )}</div>`;
  document.body.append(container);
  let arrive = () => undefined as void;
  const module = new Promise<{ default: ComponentType<object> }>((resolve) => {
    arrive = () => resolve({ default: SignUp });
  });
  await act(async () => {
    root = hydrateRoot(
      container,
      <ThemeProvider>
        <LoadWhenNear load={() => module} props={{}} />
      </ThemeProvider>,
    );
  });
  pageTakenOver();
  return { container, arrive: () => act(async () => arrive()) };
}

describe('LoadWhenNear', () => {
  it('keeps the server’s HTML until the module is in, then takes over its value, focus and caret', async () => {
    const { container, arrive } = await pageWithPartLoading();
    const kept = container.querySelector('input') as HTMLInputElement;
    kept.value = 'reader@clinic.te';
    kept.focus();
    kept.setSelectionRange(3, 3);

    await arrive();
    const live = container.querySelector('input') as HTMLInputElement;
    expect(live).not.toBe(kept);
    expect(Object.keys(live).some((key) => key.startsWith('__reactProps'))).toBe(true);
    expect(live.value).toBe('reader@clinic.te');
    expect(document.activeElement).toBe(live);
    expect(live.selectionStart).toBe(3);
  });

  it('carries out, once, a submit pressed in the server’s HTML on the form rendered in its place', async () => {
    const { container, arrive } = await pageWithPartLoading();
    (container.querySelector('input') as HTMLInputElement).value = 'early@clinic.test';
    (container.querySelector('button') as HTMLButtonElement).click();
    expect(sent).not.toHaveBeenCalled();

    await arrive();
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toEqual({ email: 'early@clinic.test' });
  });
});
