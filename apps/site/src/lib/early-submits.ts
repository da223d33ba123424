/**
 * Submits pressed before the page's scripts have taken over its forms (docs/decisions/023). The
 * server's HTML forms are live from the first paint, but React's handlers arrive later: until then
 * a submit would post the plain HTML form, and the visitor would get the page again instead of the
 * toast a moment later. So the entry starts listening at once, and a submit that no script handled
 * is held, one per form, and carried out once by the script that takes the form over: the page's,
 * right after hydration, or a part's that loads later (LoadWhenNear), on the form it renders in the
 * HTML's place. If the scripts fail, the held forms are posted as plain HTML forms after all, which
 * the server answers; a visitor without JavaScript never meets this module.
 */

interface HeldSubmit {
  form: HTMLFormElement;
  /** The button pressed; null for a submit without one (Enter in a form without a submit button). */
  submitter: HTMLElement | null;
}

/** Parts of the page still showing the server's HTML, with what to do when a form in one is submitted. */
const keptParts = new Map<Element, () => void>();
const held: HeldSubmit[] = [];
/** Forms being submitted again by this module: if no script handles them, the browser posts them. */
const passing = new WeakSet<HTMLFormElement>();
let pageLive = false;
let scriptsFailed = false;

const partOf = (form: Element) => [...keptParts.keys()].find((part) => part.contains(form));

/**
 * Runs after React's own listener (this one is on the document, React's on the root), so a submit
 * React handled is already marked as handled and passes.
 */
function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
  if (passing.has(form) || scriptsFailed) return;
  const part = partOf(form);
  // A live form that no script handles (none of the site's) is a plain HTML form.
  if (pageLive && !part) return;
  event.preventDefault();
  const index = held.findIndex((entry) => entry.form === form);
  if (index !== -1) held.splice(index, 1);
  held.push({ form, submitter: event.submitter });
  if (part) keptParts.get(part)?.();
}

/** Called by the entry before anything else: from now on no early submit is lost. */
export function holdEarlySubmits(): void {
  document.addEventListener('submit', onSubmit);
}

/** Submits `form` again as the visitor did: the same button pressed, or the form submitted. */
function submitAgain(form: HTMLFormElement, submitter: HTMLElement | null): void {
  passing.add(form);
  try {
    if (submitter?.isConnected && submitter instanceof HTMLButtonElement && submitter.form === form) submitter.click();
    else if (form.isConnected) form.requestSubmit();
  } finally {
    passing.delete(form);
  }
}

function takeHeld(where: (form: HTMLFormElement) => boolean): HeldSubmit[] {
  const taken = held.filter((entry) => where(entry.form));
  for (const entry of taken) held.splice(held.indexOf(entry), 1);
  return taken;
}

/** The page is hydrated: its forms are React's now, and what was submitted early is submitted again. */
export function pageTakenOver(): void {
  if (pageLive) return;
  pageLive = true;
  for (const { form, submitter } of takeHeld((form) => !partOf(form))) submitAgain(form, submitter);
}

/** The scripts could not take over (a module failed to load): the held forms post as plain HTML forms. */
export function scriptsDidNotLoad(): void {
  scriptsFailed = true;
  for (const { form, submitter } of takeHeld(() => true)) submitAgain(form, submitter);
}

/**
 * A part of the page keeping the server's HTML until its module loads: a submit inside it is held
 * (and `onSubmit` asks the part to load at once) until the part calls `takeOver` with the form it
 * rendered in the HTML's place, or `release` if its module failed. Returns the unregistration.
 */
export function keepPart(part: Element, onSubmit: () => void): () => void {
  keptParts.set(part, onSubmit);
  return () => keptParts.delete(part);
}

/**
 * The part's own form now stands where its server HTML was: a submit held in that HTML is carried
 * out on it, with the matching button (same name and value, else same label) where there is one.
 */
export function takeOverPart(part: Element, live: Element): void {
  keptParts.delete(part);
  for (const { submitter } of takeHeld((form) => part.contains(form))) {
    const form = live.querySelector('form');
    if (!form) continue;
    submitAgain(form, submitter ? counterpart(form, submitter) : null);
  }
}

/** A part's module failed: its held forms post as the plain HTML forms they are. */
export function releasePart(part: Element): void {
  keptParts.delete(part);
  for (const { form, submitter } of takeHeld((form) => part.contains(form))) submitAgain(form, submitter);
}

function counterpart(form: HTMLFormElement, pressed: HTMLElement): HTMLElement | null {
  const buttons = Array.from(form.querySelectorAll('button'));
  const name = pressed.getAttribute('name');
  return (
    buttons.find((b) => name !== null && b.name === name && b.value === pressed.getAttribute('value')) ??
    buttons.find((b) => b.textContent?.trim() === pressed.textContent?.trim()) ??
    null
  );
}
