// Builds the site and the CMS admin when they are missing or older than their sources.
import { buildStale } from './lib.mjs';

buildStale();
