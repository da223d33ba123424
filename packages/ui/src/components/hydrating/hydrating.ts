import { createContext } from 'react';

/**
 * True while a render makes the server's HTML (on the server) or hydrates it (in the browser); false
 * in a render the browser makes by itself, the default. The app that renders on the server provides
 * it: true around the server's render and the render that hydrates it, then false, given as a
 * transition once hydration is done, so the parts that read browser state (storage, media queries)
 * render it a few milliseconds at a time rather than in one long task.
 *
 * A context, rather than `useSyncExternalStore` with a server snapshot: after hydration, React
 * re-renders every component whose server snapshot differs, at once and synchronously (each Reveal,
 * each form field), with every pending effect of the page in the same task.
 */
export const HydratingContext = createContext(false);
