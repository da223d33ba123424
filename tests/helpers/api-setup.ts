import { vi } from 'vitest';

/**
 * The API files of a worker run one after another in one process (vitest.config.ts), so each starts
 * as it would in a process of its own: with the environment the worker started with (files set their
 * own variables), without the state the server keeps for its process on `globalThis` (the public
 * cache, metrics, write locks: every `Symbol.for('manara.…')` key), and with fresh copies of the
 * project's modules. Only the libraries' modules are shared: importing them was most of a file's set-up.
 */
const WORKER_ENV = Symbol.for('tests.worker-env');
const worker = globalThis as { [WORKER_ENV]?: NodeJS.ProcessEnv };
const startEnv = (worker[WORKER_ENV] ??= { ...process.env });
for (const key of Object.keys(process.env)) if (!(key in startEnv)) delete process.env[key];
Object.assign(process.env, startEnv);

for (const key of Object.getOwnPropertySymbols(globalThis)) {
  if (key.description?.startsWith('manara.')) delete (globalThis as Record<symbol, unknown>)[key];
}

vi.resetModules();
