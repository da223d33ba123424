import path from 'node:path';
// @ts-expect-error The scripts are plain JavaScript modules without type declarations.
import { CHROMIUM_HINT, e2eChromium } from '../../scripts/lib.mjs';

/** Settings shared by playwright.config.ts, scripts/e2e.mjs and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** Each port gets its own folder: its database and its own build of the site, so runs never collide. */
export const E2E_RUN_DIR = path.resolve(`test-results/e2e-${E2E_PORT}`);
export const E2E_DATA_DIR = path.join(E2E_RUN_DIR, 'data');
export const E2E_SITE_DIST = path.join(E2E_RUN_DIR, 'site');
export const E2E_DATABASE_URL = `file:${path.join(E2E_DATA_DIR, 'e2e.db')}`;
/**
 * The run's SMTP server (tests/helpers/e2e-mail-server.ts, started by Playwright beside the site):
 * the production server mails to it, and it writes each message as one JSON line to the mail file.
 */
export const E2E_SMTP_PORT = E2E_PORT + 9;
export const E2E_MAIL_FILE = path.join(E2E_RUN_DIR, 'mail.jsonl');
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-password' } as const;

export function chromiumPath(): string {
  const found: string | undefined = e2eChromium();
  if (!found) {
    console.error(CHROMIUM_HINT);
    process.exit(1);
  }
  return found;
}
