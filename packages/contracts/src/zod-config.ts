import { config } from 'zod/v4/core';

// In a browser, zod would probe for `new Function` support to compile faster validators; the
// site's Content-Security-Policy forbids it and the probe is reported as a violation. Imported
// first by index.ts, so it runs before any schema of this package is built. (From zod's core, so
// a page that imports only the package's constants does not pull in the whole of zod for it.)
if (typeof document !== 'undefined') config({ jitless: true });
