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
