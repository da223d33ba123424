// @ts-expect-error The scripts are plain JavaScript modules without type declarations.
import { buildIfStale } from '../../scripts/lib.mjs';

/** The tests of the production server run what `npm start` runs: its builds first, when stale. */
export default function setup(): void {
  buildIfStale();
}
