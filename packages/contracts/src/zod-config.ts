import { z } from 'zod';

// In a browser, zod would probe for `new Function` support to compile faster validators; the
// site's Content-Security-Policy forbids it and the probe is reported as a violation. Imported
// first by index.ts, so it runs before any schema of this package is built.
if (typeof document !== 'undefined') z.config({ jitless: true });
