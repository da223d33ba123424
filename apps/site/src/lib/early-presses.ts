/**
 * Presses before the page's scripts have come (docs/decisions/023). The server's HTML shows every
 * button from the first paint, but a button that is not a form's submit (the menu, the theme, a
 * plan's Choose) does nothing until React's handlers exist, and React listens only from hydration
 * on: a tap in that time was lost, and the visitor had to guess that the page was not ready. So an
 * inline script in index.html's head listens from the first paint and keeps the last such press,
 * and the page presses the same button again once it is React's (hydration keeps the server's
 * elements). From hydration on React's own listener takes every press, on a part not hydrated yet
 * too. A form's submit is early-submits' to hold.
 */

/** What index.html's inline script leaves on `window`. */
interface EarlyPresses {
  /** The last button pressed, if any. */
  held: HTMLButtonElement | null;
  /** Stops listening. */
  stop: () => void;
}

declare global {
  interface Window {
    __manaraPresses?: EarlyPresses;
  }
}

/** React listens from here on: every press after this is its own. */
export function stopHoldingPresses(): void {
  window.__manaraPresses?.stop();
}

/** The page is React's: the press kept, if any, is made again on its button. */
export function pressAgain(): void {
  const presses = window.__manaraPresses;
  const button = presses?.held;
  if (presses) presses.held = null;
  if (button?.isConnected && !button.disabled) button.click();
}
