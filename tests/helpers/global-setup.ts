import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres, THROWAWAY_SETTINGS } from '../../scripts/postgres.mjs';
import { seedTemplate, type TestEngine } from './test-databases';

/**
 * Global setup of the API projects (vitest.config.ts): one seeded template for the whole run, on
 * the project's engine. For PostgreSQL it first starts a throwaway server of its own (Debian's
 * binaries, in a temporary folder, as the postgres user when run as root), stopped and removed when
 * the run ends. Test files copy the template (tests/helpers/api.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env.TEST_DATABASE as TestEngine;
  const dir = mkdtempSync(path.join(tmpdir(), `manara-template-${engine}-`));
  const mediaDir = path.join(dir, 'media');
  const cleanups: (() => void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const cleanupNow = () => {
    for (const step of cleanups.splice(0).reverse()) step();
  };
  // Also when the run is interrupted: every step is synchronous, as an exit handler needs.
  process.once('exit', cleanupNow);
  const cleanup = async () => cleanupNow();
  try {
    if (engine === 'sqlite') {
      const url = `file:${path.join(dir, 'template.db')}`;
      seedTemplate(url, mediaDir);
      project.provide('testDatabase', { engine, url, mediaDir });
    } else if (engine === 'postgres') {
      const server = await startPostgres({ settings: THROWAWAY_SETTINGS, label: 'api-tests' });
      cleanups.push(() => server.remove());
      server.sql('CREATE DATABASE manara_template');
      const url = server.url('manara_template');
      seedTemplate(url, mediaDir);
      project.provide('testDatabase', { engine, url, mediaDir });
    } else {
      const url = process.env.MONGODB_TEST_URL;
      if (!url) throw new Error('The MongoDB project needs MONGODB_TEST_URL');
      project.provide('testDatabase', { engine, url });
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
  return cleanup;
}
