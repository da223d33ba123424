/**
 * On <html> when the browser runs scripts (set by index.html's first inline script, before the first
 * paint). A part that waits on the page's scripts (a price until the visitor's country is known)
 * shows as waiting only under it: without scripts nothing will come, and the server's HTML is shown
 * as it is.
 */
export const SCRIPTS_RUN = '[data-scripts]';
