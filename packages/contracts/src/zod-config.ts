import { config } from 'zod/v4/core';

// In a browser, zod would probe for `new Function` support to compile faster validators; the
// site's Content-Security-Policy forbids it and the probe is reported as a violation. Imported
// first by every module under schemas/, so it runs before any schema of this package is built,
// whichever module a page imports; the index need not run it, so a page without a form loads no zod
// at all (apps/site/vite.config.ts). (From zod's core, so importing it costs the config alone.)
if (typeof document !== 'undefined') config({ jitless: true });
