import {
  expect,
  request as playwrightRequest,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { Lead } from '@manara/contracts';
import { E2E_BASE_URL } from '../helpers/e2e-env';
import { statePath } from './auth-helpers';

/**
 * Helpers for the forms specs: a slow phone, its scripts held back, and the records the server kept.
 * The admin's storage state (`adminState(ADMIN_STATE)`) is written by the spec's `beforeAll`.
 */
export const ADMIN_STATE = 'forms-admin';

/** The admin's view of a list the forms feed. */
async function asAdmin<T>(path: string): Promise<T> {
  const admin = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: statePath(ADMIN_STATE) });
  const response = await admin.get(path);
  expect(response.status(), path).toBe(200);
  const body = (await response.json()) as T;
  await admin.dispose();
  return body;
}

/** The leads the Inbox lists for this sender. */
export const leadsOf = (email: string, kind: Lead['kind']) =>
  asAdmin<Lead[]>(`/api/admin/leads?kind=${kind}&q=${encodeURIComponent(email)}`);

/** Every review, pending ones included, as the control panel lists them. */
export const allReviews = () =>
  asAdmin<{ quote: string; status: string; name: string }[]>('/api/admin/reviews?limit=500');

const phones: BrowserContext[] = [];

/**
 * A phone: 390 px wide, touch, its CPU slowed 4× through the DevTools protocol. Close them after
 * each test (`closePhones`): a slowed page left open slows every test after it.
 */
export async function slowPhone(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, ...options });
  phones.push(context);
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  return page;
}

export async function closePhones(): Promise<void> {
  await Promise.all(phones.splice(0).map((context) => context.close()));
}

/**
 * Once the held scripts are released, a slowed phone on a busy machine takes a while to load and
 * hydrate the page: what it then shows is waited for this long.
 */
export const TAKE_OVER = { timeout: 30_000 };

/**
 * Holds the page's scripts on the wire, as a slow network does, until `release()`: every module
 * after the entry (`afterEntry`, the default: the entry runs, React and the page's code have not
 * arrived), or every script (the HTML alone). A visitor acting in that window acts on the server's
 * HTML, before any of React's handlers exist.
 */
export async function holdScripts(page: Page, path: string, { afterEntry = true } = {}) {
  const html = await (await page.request.get(path)).text();
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!(afterEntry && entry && route.request().url().endsWith(entry))) await released;
    await route.continue();
  });
  return { release };
}

/** True once React has hydrated the page the server rendered. */
export const isHydrated = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.getElementById('root')?.children ?? []).some((child) =>
      Object.keys(child).some((key) => key.startsWith('__reactProps')),
    ),
  );

/** A toast of the toast system (not a notice on the page), by its title. */
export function toastOf(page: Page, title: string) {
  const viewport = page.getByRole('region', { name: /^Notifications/ });
  return viewport.getByRole('status').or(viewport.getByRole('alert')).filter({ hasText: title }).first();
}
