import { createContext } from 'react';

/**
 * Input a visitor gave a form while it was still the server's HTML, which a form rendered later in
 * the browser replaces (a part of the page that loads when it comes near, the site's LoadWhenNear).
 * Fields take their value, and the focus and caret, from it when they appear.
 */
export interface EarlyInput {
  /** The replaced HTML's elements named `name`, as they were left. */
  elements: (name: string) => Element[];
  /** The control that had the focus when the HTML was replaced. */
  focus: FocusedControl | null;
}

export interface FocusedControl {
  name: string;
  /** Tells the choices of a group apart. */
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  selectionDirection: 'forward' | 'backward' | 'none' | null;
}

export const EarlyInputContext = createContext<EarlyInput | null>(null);
