import { useContext, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { EarlyInputContext, type FocusedControl } from '../early-input';

/** How a field's value is read from its elements and written back. */
export type TakeOverKind = 'text' | 'number' | 'checkbox' | 'checkboxes' | 'radio';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

const checkable = (el: Control): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

function readValue(elements: Element[], kind: TakeOverKind): unknown {
  const controls = elements.filter(isControl);
  const [first] = controls;
  if (!first) return undefined;
  switch (kind) {
    case 'checkbox':
      return checkable(first) ? first.checked : undefined;
    case 'checkboxes':
      return controls.filter((el) => checkable(el) && el.checked).map((el) => el.value);
    case 'radio':
      return controls.find((el) => checkable(el) && el.checked)?.value;
    case 'number':
      return first.value === '' ? '' : Number(first.value);
    default:
      return first.value;
  }
}

function writeValue(elements: Element[], kind: TakeOverKind, value: unknown): void {
  for (const el of elements.filter(isControl)) {
    if (kind === 'checkbox' && checkable(el)) el.checked = value === true;
    else if (kind === 'checkboxes' && checkable(el)) el.checked = Array.isArray(value) && value.includes(el.value);
    else if (kind === 'radio' && checkable(el)) el.checked = el.value === value;
    else if (!checkable(el)) el.value = String(value);
  }
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, i) => item === b[i]) : a === b;

/** Focus back on the control that had it, with the caret where it was (the end, where a type has no caret API). */
function restoreFocus(elements: Element[], focus: FocusedControl): void {
  const target = elements.filter(isControl).find((el) => !checkable(el) || el.value === focus.value);
  if (!target) return;
  target.focus({ preventScroll: true });
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || checkable(target)) return;
  const end = target.value.length;
  const start = focus.selectionStart ?? end;
  const stop = focus.selectionEnd ?? end;
  try {
    target.setSelectionRange(start, stop, focus.selectionDirection ?? undefined);
  } catch {
    // An e-mail or number input has no caret API: its caret stays where focusing put it.
  }
}

const noSubscription = () => () => undefined;

/**
 * Takes over what a visitor entered before the form's script ran, once, before the browser paints:
 * - while hydrating the server's HTML, the element's own value: React keeps what the visitor typed
 *   in the DOM but holds the form's empty value, which it would write back on the field's next
 *   render (the first blur, a re-render of the form), so the value goes into the form;
 * - in a form rendered in place of the server's HTML (EarlyInputContext), the value that HTML held,
 *   and the focus and caret if the visitor was in this field.
 * A field rendered by the browser with nothing before it has nothing to take over.
 */
export function useTakeOver(
  field: { name: string; value: unknown; onChange: (value: unknown) => void },
  kind: TakeOverKind,
  ownElements: () => Element[],
): void {
  const early = useContext(EarlyInputContext);
  // True on the server and in the render that hydrates its HTML; latched, so later renders keep it.
  const hydratingNow = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [hydrating] = useState(hydratingNow);
  useLayoutEffect(() => {
    const own = ownElements();
    const value = readValue(early ? early.elements(field.name) : hydrating ? own : [], kind);
    if (value !== undefined && !same(value, field.value)) {
      field.onChange(value);
      // The new elements show the value at once, so the caret can be placed in it.
      if (early) writeValue(own, kind, value);
    }
    if (early?.focus?.name === field.name) restoreFocus(own, early.focus);
    // Once, when the field appears: later renders are the form's own.
  }, []);
}
