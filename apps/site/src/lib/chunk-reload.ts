/**
 * After a deploy, an open tab still holds the old build's manifest: its next lazy route module
 * (a hashed file that no longer exists) fails to load. Reloading fetches the new build; a mark in
 * sessionStorage makes that happen once, so a module that is truly missing shows the error page
 * instead of reloading forever.
 */

export const CHUNK_RELOAD_KEY = 'manara.chunk-reload';

/** How browsers word a failed dynamic import (Chromium, Firefox, Safari). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  reload: () => void;
}

/** The tab's sessionStorage and reload; null on the server. */
function browserDeps(): ReloadDeps | null {
  if (typeof window === 'undefined') return null;
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage disabled: without the mark a reload could repeat, so none is made.
  }
  return { storage, reload: () => window.location.reload() };
}

/**
 * Reloads the page for a failed module load, unless this tab already did since its last good load.
 * True when a reload is under way (the caller should wait for it, not show an error).
 */
export function reloadForNewBuild(error: unknown, deps: ReloadDeps | null = browserDeps()): boolean {
  if (!deps?.storage || !isChunkLoadError(error)) return false;
  try {
    if (deps.storage.getItem(CHUNK_RELOAD_KEY)) return false;
    deps.storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

/** A module loaded: the next failure after a later deploy may reload again. */
export function chunkLoaded(deps: ReloadDeps | null = browserDeps()): void {
  try {
    if (deps?.storage?.getItem(CHUNK_RELOAD_KEY)) deps.storage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
