/**
 * The entry's second import (main.tsx, docs/decisions/050): runs React DOM's client (CommonJS,
 * evaluated when first required) in a task of its own, between the framework's file and the page's
 * modules. A module of the site rather than `import('react-dom/client')` in the entry itself: that
 * made the bundler add a static import (its CommonJS interop helper) to the entry, which must import
 * nothing before the first paint.
 */
export { hydrateRoot } from 'react-dom/client';
