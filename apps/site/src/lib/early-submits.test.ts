import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EarlySubmits from './early-submits';

let early: typeof EarlySubmits;
/** Submits that reached the browser's own handling (nothing prevented them): plain HTML posts. */
let posted: HTMLFormElement[];

const stopNativePost = (event: Event) => {
  if (!event.defaultPrevented) posted.push(event.target as HTMLFormElement);
  // jsdom cannot navigate: the post is recorded above and goes no further.
  event.preventDefault();
};

beforeEach(async () => {
  vi.resetModules();
  early = await import('./early-submits');
  early.holdEarlySubmits();
  posted = [];
  window.addEventListener('submit', stopNativePost);
});

afterEach(() => {
  // This copy of the module lets everything through from now on (its listener stays on the document).
  early.scriptsDidNotLoad();
  window.removeEventListener('submit', stopNativePost);
  document.body.innerHTML = '';
});

/** A server-rendered form with its submit button, in the page. */
function serverForm(parent: Element = document.body): { form: HTMLFormElement; button: HTMLButtonElement } {
  const form = document.createElement('form');
  form.innerHTML = '<input name="email" value="a@b.co"><button type="submit" name="intent" value="next">Next</button>';
  parent.append(form);
  return { form, button: form.querySelector('button')! };
}

/** React's handler once the form is hydrated: it prevents the plain post and handles the submit itself. */
function handledByScripts(form: HTMLFormElement) {
  const handled = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', handled);
  return handled;
}

describe('submits pressed before the scripts take over', () => {
  it('are held, one per form, and carried out once the page is hydrated', () => {
    const { form, button } = serverForm();
    button.click();
    button.click();
    expect(posted).toEqual([]);

    const handled = handledByScripts(form);
    early.pageTakenOver();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([]);
    // Pressed again, it is the scripts' alone.
    button.click();
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it('pass untouched once the page is live', () => {
    early.pageTakenOver();
    const { form, button } = serverForm();
    const handled = handledByScripts(form);
    button.click();
    expect(handled).toHaveBeenCalledTimes(1);
    // A form no script handles is a plain HTML form.
    const plain = serverForm();
    plain.button.click();
    expect(posted).toEqual([plain.form]);
  });

  it('in a part still showing the server’s HTML: load it, and go to the form rendered in its place', () => {
    const part = document.createElement('div');
    document.body.append(part);
    const load = vi.fn();
    early.keepPart(part, load);
    const kept = serverForm(part);
    early.pageTakenOver();
    kept.button.click();
    expect(load).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([]);

    // The part's module is in: its own form replaces the HTML, and the same button is pressed once.
    const live = document.createElement('div');
    const rendered = serverForm(live);
    part.replaceWith(live);
    const pressed = vi.fn((event: Event) => event.preventDefault());
    rendered.button.addEventListener('click', pressed);
    rendered.form.addEventListener('submit', (event) => event.preventDefault());
    early.takeOverPart(part, live);
    expect(pressed).toHaveBeenCalledTimes(1);
    early.takeOverPart(part, live);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('are posted as plain HTML forms if the scripts fail to load', () => {
    const { form, button } = serverForm();
    button.click();
    expect(posted).toEqual([]);
    early.scriptsDidNotLoad();
    expect(posted).toEqual([form]);
  });

  it('in a part whose module failed: posted as the plain HTML form it is', () => {
    const part = document.createElement('div');
    document.body.append(part);
    early.keepPart(part, () => undefined);
    early.pageTakenOver();
    const { form, button } = serverForm(part);
    button.click();
    early.releasePart(part);
    expect(posted).toEqual([form]);
  });
});
