// Builds the site, the CMS admin and the server when they are missing or older than their sources
// (only the builds named on the command line, when some are: `node scripts/build.mjs server`).
import { buildStale } from './lib.mjs';

const names = process.argv.slice(2);
buildStale(names.length > 0 ? names : undefined);
