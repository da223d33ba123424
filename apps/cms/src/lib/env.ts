import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root, found from the working directory, so the server, Payload's CLI, Next's build
 * and the tests agree on where data and sources live whichever folder they start in.
 */
function findRepoRoot(from: string): string {
  let dir = from;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"workspaces"')) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return from;
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot(process.cwd());
export const CMS_DIR = path.join(REPO_ROOT, 'apps/cms');
export const CMS_SRC = path.join(CMS_DIR, 'src');

export const isProduction = process.env.NODE_ENV === 'production';

export const DATA_DIR = path.resolve(REPO_ROOT, process.env.MANARA_DATA_DIR ?? 'data');

/** Production and development keep separate files: a file made by schema push must never meet migrations. */
export const DEFAULT_DATABASE_URL = `file:${path.join(DATA_DIR, isProduction ? 'manara.db' : 'manara-dev.db')}`;

export function databaseUrl(): string {
  return process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
}

/**
 * PAYLOAD_SECRET signs session tokens. When it is not set, a random one is created once and kept
 * beside the database, so sessions survive restarts without a secret ever being committed.
 */
export function payloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const file = path.join(DATA_DIR, '.payload-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Where Next serves the Payload admin (next.config.mjs `basePath`), and Payload's REST under it. */
export const CMS_BASE = '/cms';
export const CMS_API_BASE = `${CMS_BASE}/api`;

/**
 * The public origin (`https://research.example`), from SITE_URL, or undefined when it is not set.
 * It names the one origin Payload accepts cookies from and the links written into e-mails.
 */
export function siteUrl(): string | undefined {
  const value = process.env.SITE_URL?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) address such as https://research.example (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must start with http:// or https:// (got "${value}")`);
  }
  return url.origin;
}

/** Session cookies are Secure when production is served over HTTPS. */
export function secureCookies(): boolean {
  return isProduction && siteUrl()?.startsWith('https:') === true;
}
