import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error The scripts are plain JavaScript modules without type declarations.
import { serverEnv, serverNodeFlags } from './scripts/lib.mjs';
import {
  chromiumPath,
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_DATABASE_URL,
  E2E_PORT,
  E2E_RUN_DIR,
  E2E_SITE_DIST,
  E2E_SMTP_PORT,
} from './tests/helpers/e2e-env';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production server,
 * started on its own port with a fresh SQLite file. `npm run test:e2e` builds what is stale first.
 */
const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** The spec that grows the catalogue past one page (see its project below). */
const GROWN_CATALOGUE = /course-catalog-paging\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${E2E_RUN_DIR}/results`,
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  // Two browsers, the server and its database share two cores: a sign-up queued behind other
  // writers (each hashes a password inside its transaction) once took 7 s to answer. An assertion
  // passes the moment it holds; the wait only bounds how long a real failure takes to report.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace for every test (DOM snapshots at each step) took a third of the suite's time
    // on two cores (docs/performance.md). To keep one for a failing test, run
    // `npm run test:e2e -- --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: GROWN_CATALOGUE,
    },
    {
      // It adds a page and more of courses, which would push the seed off the catalogue's first page
      // for the specs that read it: it runs after them, alone.
      name: 'grown-catalogue',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testMatch: GROWN_CATALOGUE,
      dependencies: ['desktop'],
    },
  ],
  webServer: [
    {
      // One SMTP server for the whole run, up before the site: every spec reads the mail file it writes.
      command: 'npx tsx tests/helpers/e2e-mail-server.ts',
      port: E2E_SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_PORT: String(E2E_PORT) },
    },
    {
      // Started as `npm start` starts it (same heap cap and malloc arenas), without npm in between.
      command: ['node', ...serverNodeFlags(), 'scripts/start.mjs'].join(' '),
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      env: {
        ...serverEnv(),
        PORT: String(E2E_PORT),
        DATABASE_URL: E2E_DATABASE_URL,
        PAYLOAD_SECRET: 'e2e-secret-not-for-production',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        AUTH_RATE_LIMIT: '1000',
        SITE_DIST: E2E_SITE_DIST,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // The specs send more forms from one address than a visitor's budget allows.
        LEADS_RATE_LIMIT: '1000',
        // Orders' mails leave two seconds after a burst, not a minute (tests/e2e/orders.spec.ts waits for them).
        MAIL_BATCH_SECONDS: '2',
        // Warnings and errors beside the specs' output; a line per request would bury them.
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
