import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_RUN_DIR } from '../helpers/e2e-env';

/** Helpers for the sign-in, dashboard and admin specs. */

export { expectNoAxeViolations, useTheme } from './page-checks';

export const MEMBER_PASSWORD = 'member-pass-123';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.local`;
}

/** A toast with this title (toasts are status or alert regions). */
export function toastWith(page: Page, title: string) {
  return page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }))
    .first();
}

/**
 * Signs in once through the API and keeps the cookie in a storage-state file, so a spec file pays
 * for password hashing once (~0.5 s) instead of once per test.
 */
export async function signedInState(
  name: string,
  credentials: { email: string; password: string },
  register?: { name: string; country: string },
): Promise<string> {
  const context = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Origin: E2E_BASE_URL },
    // Inside a test worker the project's `use` options apply here too: start from no state at all.
    storageState: { cookies: [], origins: [] },
  });
  const response = register
    ? await context.post('/api/auth/register', { data: { ...credentials, ...register } })
    : await context.post('/api/auth/login', { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
  const file = statePath(name);
  await context.storageState({ path: file });
  await context.dispose();
  return file;
}

/**
 * Registers a new member (a fresh address unless given, the shared test password) and keeps their
 * session in `name`'s storage-state file, which it returns.
 */
export const memberState = (name: string, profile: { name: string; country: string }, email = uniqueEmail(name)) =>
  signedInState(name, { email, password: MEMBER_PASSWORD }, profile);

/** Where a spec's storage state lives; the file is written by `signedInState` in `beforeAll`. */
export function statePath(name: string): string {
  return `${E2E_RUN_DIR}/state-${name}.json`;
}

export const adminState = (name: string) => signedInState(name, E2E_ADMIN);
