import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, chunkLoaded, isChunkLoadError, reloadForNewBuild, type ReloadDeps } from './chunk-reload';

function fakeDeps() {
  const values = new Map<string, string>();
  return {
    values,
    reload: vi.fn<() => void>(),
    storage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as NonNullable<ReloadDeps['storage']>,
  };
}

const chromiumError = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:3000/assets/courses-OLD.js',
);

describe('reloading for a new build', () => {
  it('recognises failed module loads in Chromium, Firefox and Safari, and nothing else', () => {
    expect(isChunkLoadError(chromiumError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed: 500 Internal Server Error - {}'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then lets the error show instead of looping', () => {
    const deps = fakeDeps();
    expect(reloadForNewBuild(chromiumError, deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.values.has(CHUNK_RELOAD_KEY)).toBe(true);

    // The reloaded page fails again (the module is really missing): no second reload.
    expect(reloadForNewBuild(chromiumError, deps)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again after a module has loaded since (a later deploy)', () => {
    const deps = fakeDeps();
    reloadForNewBuild(chromiumError, deps);
    chunkLoaded(deps);
    expect(deps.values.has(CHUNK_RELOAD_KEY)).toBe(false);
    expect(reloadForNewBuild(chromiumError, deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors, on the server, or without storage', () => {
    const deps = fakeDeps();
    expect(reloadForNewBuild(new Error('boom'), deps)).toBe(false);
    expect(reloadForNewBuild(chromiumError, null)).toBe(false);
    expect(reloadForNewBuild(chromiumError, { storage: undefined, reload: deps.reload })).toBe(false);
    const throwing = fakeDeps();
    throwing.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(reloadForNewBuild(chromiumError, throwing)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(throwing.reload).not.toHaveBeenCalled();
  });
});
