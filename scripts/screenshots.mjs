// `npm run screenshots`: every route of the site at 390, 1024 and 1280 px in both themes,
// as full-page JPEGs in docs/screenshots/<route>-<width>-<theme>.jpg, for review before a release.
// It builds what is stale, starts the production server on a fresh database, signs in as the demo
// admin for /dashboard and /admin, and stops the server at the end.
//
//   SCREENSHOTS_PORT   port of the server it starts (default 3159)
//   SCREENSHOTS_URL    use a server that is already running instead (then ADMIN_EMAIL and
//                      ADMIN_PASSWORD must be that server's admin)
//   SCREENSHOTS_ONLY   comma-separated route names to take, e.g. "home,auth"
//   CHROMIUM_PATH      Chromium binary (default /usr/bin/chromium)
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { buildIfStale, ROOT } from './lib.mjs';

// The site's pages and the API's routes come from the contracts, which are TypeScript.
register();
const { SITE_PAGES } = await import('../packages/contracts/src/site-pages.ts');
const { API_BASE, apiRoutes } = await import('../packages/contracts/src/routes.ts');
const api = (route) => `${API_BASE}${route.href()}`;
const { CERTIFICATE_PAGE, COURSE_PAGE } = await import('../packages/contracts/src/constants/learning.ts');

const WIDTHS = [390, 1024, 1280];
const THEMES = ['light', 'dark'];
const HEIGHT = 900;
const QUALITY = 70;
const OUT_DIR = path.join(ROOT, 'docs/screenshots');
const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@screenshots.local',
  password: process.env.ADMIN_PASSWORD ?? 'screenshots-admin-password',
};

/**
 * Pages a visitor's screenshots leave out: the member pages are taken after sign-in, /cms is not
 * the site, and the pages an e-mail's token opens show only their refusal without one.
 */
const NOT_FOR_VISITORS = new Set([
  'dashboard',
  'admin',
  'cms',
  'resetPassword',
  'newsletterConfirm',
  'newsletterUnsubscribe',
]);

/** A page's name as its screenshots' files call it: `journalSelection` is `journal-selection`. */
const fileName = (page) => page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Public pages; the course page is added with the first course's id, the member pages after sign-in. */
const PUBLIC_ROUTES = [
  ...Object.entries(SITE_PAGES)
    .filter(([page]) => !NOT_FOR_VISITORS.has(page))
    .map(([page, route]) => [fileName(page), route]),
  // A well-formed code no certificate has: the verification page's "not found" answer.
  ['certificate-unknown', CERTIFICATE_PAGE.href('MNR-2222-2222')],
  ['not-found', '/no-such-page'],
];

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(
    'Chromium not found: install it with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error('The server exited early.');
    try {
      if ((await fetch(`${baseUrl}${api(apiRoutes.health)}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not answer ${api(apiRoutes.health)} within 4 minutes.`);
}

/** A production server on its own port and a fresh database in a temporary folder. */
async function startServer() {
  buildIfStale();
  const port = Number(process.env.SCREENSHOTS_PORT ?? 3159);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-screenshots-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${path.join(dataDir, 'screenshots.db')}`,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'screenshots-secret-not-for-production',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
    },
  });
  const baseUrl = `http://localhost:${port}`;
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Lets lazy routes, queries, fonts and images settle, so the picture is the page a reader sees. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function capture(context, baseUrl, name, route) {
  for (const theme of THEMES) {
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((value) => window.localStorage.setItem('manara.theme', value), theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto(`${baseUrl}${route}`);
      await settle(page);
      const file = path.join(OUT_DIR, `${name}-${width}-${theme}.jpg`);
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: QUALITY });
      console.log(`  ${path.relative(ROOT, file)}`);
    }
    await page.close();
  }
}

/** /admin and every section the control panel links to under it (/admin/courses, …). */
async function adminRoutes(context, baseUrl) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.goto(`${baseUrl}${SITE_PAGES.admin}`);
  await settle(page);
  const hrefs = await page.$$eval(`main a[href^="${SITE_PAGES.admin}/"]`, (links) =>
    links.map((a) => a.getAttribute('href')),
  );
  await page.close();
  const sections = [...new Set(hrefs)].filter((href) => /^\/[\w-]+\/[\w-]+$/.test(href));
  return [['admin', SITE_PAGES.admin], ...sections.map((href) => [href.slice(1).replace(/\//g, '-'), href])];
}

async function main() {
  const external = process.env.SCREENSHOTS_URL?.replace(/\/+$/, '');
  const { baseUrl, stop } = external ? { baseUrl: external, stop: () => undefined } : await startServer();
  const only = process.env.SCREENSHOTS_ONLY?.split(',').map((name) => name.trim());
  const wanted = ([name]) => !only || only.includes(name);
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-sync'],
  });
  try {
    const guest = await browser.newContext({ baseURL: baseUrl });
    const courses = await (await guest.request.get(api(apiRoutes.courses))).json();
    const routes = [...PUBLIC_ROUTES];
    if (Array.isArray(courses) && courses[0]) {
      const after = routes.findIndex(([, route]) => route === SITE_PAGES.courses) + 1;
      routes.splice(after, 0, ['course-detail', COURSE_PAGE.href(String(courses[0].id))]);
    }
    console.log(`Screenshots of ${baseUrl} into ${path.relative(ROOT, OUT_DIR)}/`);
    for (const [name, route] of routes.filter(wanted)) await capture(guest, baseUrl, name, route);
    await guest.close();

    const admin = await browser.newContext({ baseURL: baseUrl });
    // Same-origin requests only: the server refuses a sign-in without the site's Origin.
    const login = await admin.request.post(api(apiRoutes.login), { data: ADMIN, headers: { Origin: baseUrl } });
    if (!login.ok()) throw new Error(`Signing in as ${ADMIN.email} failed (${login.status()}).`);
    const memberRoutes = [['dashboard', SITE_PAGES.dashboard], ...(await adminRoutes(admin, baseUrl))];
    for (const [name, route] of memberRoutes.filter(wanted)) await capture(admin, baseUrl, name, route);
    await admin.close();
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
