import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The site's `@/` imports, read from apps/site/tsconfig.json as the site's own build reads them. */
const siteImports = { tsconfigPaths: true };

/**
 * The API suite (the /api contract against Payload on a real database) once per engine: `api` on
 * SQLite, `api-postgres` on a PostgreSQL server the run starts itself, and `api-mongodb` when
 * MONGODB_TEST_URL names a MongoDB server. Each run seeds one template per engine
 * (tests/helpers/global-setup.ts) and each test file works on its own copy.
 */
const apiSuite = (name: string, engine: 'sqlite' | 'postgres' | 'mongodb'): TestProjectInlineConfiguration => ({
  resolve: siteImports,
  test: {
    name,
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    // `<name>.sqlite.test.ts` and `<name>.postgres.test.ts` hold what only one engine promises.
    exclude: ['sqlite', 'postgres']
      .filter((other) => other !== engine)
      .map((other) => `tests/api/**/*.${other}.test.ts`),
    globalSetup: ['tests/helpers/global-setup.ts'],
    // A worker's files share one process: importing Payload and its adapters anew for each file was
    // most of a file's set-up. Each file still starts as in a fresh process (tests/helpers/api-setup.ts).
    setupFiles: ['tests/helpers/api-setup.ts'],
    isolate: false,
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true', TEST_DATABASE: engine },
  },
});

/**
 * The unit and story files of a worker share one jsdom and one module graph instead of building
 * both anew for each file: building them was four fifths of these files' time (docs/performance.md,
 * "Unit and story files in one document per worker"). The files clean up after each test
 * (tests/helpers/setup-dom.ts) and assert only on what they render themselves.
 */
const sharedDocument = { isolate: false } as const;

/**
 * Besides the API projects: `unit` (contracts, ui and site logic in jsdom), `stories` (every
 * Storybook story rendered with an axe check) and `server` (the built production server in its own
 * process: its log, its shutdown, backups).
 */
export default defineConfig({
  test: {
    // One test file per core. Vitest keeps a core for itself by default, which on a 2-core machine
    // runs every file in turn; the files wait on databases and jsdom as much as they compute, so a
    // worker per core measured 1.6× faster for the API suite and 1.8× for unit and stories.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react({ jsxImportSource: '@emotion/react' })],
        resolve: siteImports,
        test: {
          name: 'unit',
          environment: 'jsdom',
          ...sharedDocument,
          // jsdom + axe on a shared 2-core machine: the first render of a file can pass 5 s.
          testTimeout: 30_000,
          include: [
            'packages/**/*.test.{ts,tsx}',
            'apps/site/**/*.test.{ts,tsx}',
            'eslint-rules/**/*.test.ts',
            'tests/relevance/**/*.test.ts',
          ],
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        plugins: [react({ jsxImportSource: '@emotion/react' })],
        resolve: siteImports,
        test: {
          name: 'stories',
          environment: 'jsdom',
          ...sharedDocument,
          testTimeout: 30_000,
          include: ['tests/stories/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      apiSuite('api', 'sqlite'),
      apiSuite('api-postgres', 'postgres'),
      ...(process.env.MONGODB_TEST_URL ? [apiSuite('api-mongodb', 'mongodb')] : []),
      {
        resolve: siteImports,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          pool: 'forks',
          // Builds what is stale first (the site and the CMS admin take a minute or two when they are).
          globalSetup: ['tests/server/build.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
