import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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

/*
 * The environment, read in this one module: every variable the server, Payload's config, the seed
 * and the scripts inside the server use, with its default, checked by one zod schema. A value that
 * cannot be right stops the start with a sentence naming the variable (README, "Environment").
 */

/** An optional text variable: blank counts as unset. */
const optional = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
  z.string().optional(),
);

/** A whole number variable from `min` (to `max`); blank or unset gives `fallback`. */
const wholeNumber = (name: string, min: number, fallback: number, max?: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : String(fallback)),
    z
      .string()
      .refine((text) => /^\d{1,15}$/.test(text) && Number(text) >= min && Number(text) <= (max ?? Infinity), {
        error: (issue) =>
          `${name} must be a whole number from ${min}${max === undefined ? '' : ` to ${max}`} (got "${String(issue.input)}")`,
      })
      .transform(Number),
  );

const httpOrigin = optional.transform((value, ctx) => {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: `SITE_URL must be an absolute http(s) address such as https://research.example (got "${value}")`,
    });
    return z.NEVER;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    ctx.addIssue({ code: 'custom', message: `SITE_URL must start with http:// or https:// (got "${value}")` });
    return z.NEVER;
  }
  return url.origin;
});

const databaseUrlValue = optional.refine(
  (value) => value === undefined || /^(file:|mongodb:\/\/|mongodb\+srv:\/\/)/.test(value),
  { error: 'DATABASE_URL must start with file:, mongodb:// or mongodb+srv://' },
);

const smtpUrlValue = optional.superRefine((value, ctx) => {
  if (value === undefined) return;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'SMTP_URL must be a URL such as smtp://user:password@mail.example:587' });
    return;
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    ctx.addIssue({ code: 'custom', message: 'SMTP_URL must start with smtp:// or smtps://' });
  }
});

export const AUTH_RATE_LIMIT_DEFAULT = 30;
export const LEADS_RATE_LIMIT_DEFAULT = 20;
export const PUBLIC_CACHE_TTL_MS_DEFAULT = 10_000;

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : 'development'),
    z.enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' }),
  ),
  PORT: wholeNumber('PORT', 1, 3000, 65_535),
  HOST: optional.transform((v) => v ?? '0.0.0.0'),
  DATABASE_URL: databaseUrlValue,
  MANARA_DATA_DIR: optional,
  MEDIA_DIR: optional,
  PAYLOAD_SECRET: optional,
  SITE_URL: httpOrigin,
  SITE_DIST: optional,
  TRUST_PROXY: optional,
  PUBLIC_CACHE_TTL_MS: wholeNumber('PUBLIC_CACHE_TTL_MS', 0, PUBLIC_CACHE_TTL_MS_DEFAULT),
  AUTH_RATE_LIMIT: wholeNumber('AUTH_RATE_LIMIT', 1, AUTH_RATE_LIMIT_DEFAULT),
  LEADS_RATE_LIMIT: wholeNumber('LEADS_RATE_LIMIT', 1, LEADS_RATE_LIMIT_DEFAULT),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  SMTP_URL: smtpUrlValue,
  MAIL_FROM: optional,
  SUPPORT_EMAIL: optional,
  // Uploads in an S3-compatible bucket instead of the local disk (lib/storage.ts).
  S3_BUCKET: optional,
  S3_REGION: optional.transform((v) => v ?? 'us-east-1'),
  S3_ENDPOINT: optional.refine((v) => v === undefined || /^https?:\/\/[^/\s]+/.test(v), {
    error: 'S3_ENDPOINT must be an http(s) address such as https://s3.eu-central-1.amazonaws.com',
  }),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: optional.pipe(
    z
      .enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
      .optional()
      .transform((v) => v !== 'false'),
  ),
});
export type Env = z.output<typeof envSchema>;
const ENV_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

let parsed: { source: string; env: Env } | undefined;

/**
 * The validated environment. It is parsed once, and again only when one of its variables has
 * changed since (the tests start several apps in one process with different settings). An invalid
 * value throws one error listing every variable that is wrong.
 */
export function env(): Env {
  const source = JSON.stringify(ENV_NAMES.map((name) => process.env[name] ?? null));
  if (parsed?.source === source) return parsed.env;
  const result = envSchema.safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.message}`);
    throw new Error(`The environment is not valid:\n${lines.join('\n')}`);
  }
  parsed = { source, env: result.data };
  return result.data;
}

export const isProduction = env().NODE_ENV === 'production';

export const DATA_DIR = path.resolve(REPO_ROOT, env().MANARA_DATA_DIR ?? 'data');

/** Production and development keep separate files: a file made by schema push must never meet migrations. */
export const DEFAULT_DATABASE_URL = `file:${path.join(DATA_DIR, isProduction ? 'manara.db' : 'manara-dev.db')}`;

export function databaseUrl(): string {
  return env().DATABASE_URL ?? DEFAULT_DATABASE_URL;
}

/**
 * Where uploaded images and their variants are written: MEDIA_DIR, or a `media` folder beside the
 * SQLite file (so a test's temporary database keeps its files with it), or under the data folder.
 */
export function mediaDir(): string {
  const fromEnv = env().MEDIA_DIR;
  if (fromEnv) return path.resolve(REPO_ROOT, fromEnv);
  const url = databaseUrl();
  if (url.startsWith('file:')) return path.join(path.dirname(path.resolve(url.slice('file:'.length))), 'media');
  return path.join(DATA_DIR, 'media');
}

/**
 * PAYLOAD_SECRET signs session tokens. When it is not set, a random one is created once and kept
 * beside the database, so sessions survive restarts without a secret ever being committed.
 */
export function payloadSecret(): string {
  const fromEnv = env().PAYLOAD_SECRET;
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
  return env().SITE_URL;
}

/** Session cookies are Secure when production is served over HTTPS. */
export function secureCookies(): boolean {
  return isProduction && siteUrl()?.startsWith('https:') === true;
}

/**
 * SMTP_URL, the mail server (`smtp://user:pass@mail.example:587`, `smtps://…:465`), or undefined
 * when it is not set: mail is then written to the log instead (lib/email.ts).
 */
export function smtpUrl(): string | undefined {
  return env().SMTP_URL;
}

/** MAIL_FROM, the sender of every e-mail: `Manara Research <hello@research.example>` or an address. */
export function mailFrom(): { name: string; address: string } {
  const value = env().MAIL_FROM ?? env().SUPPORT_EMAIL ?? 'support@manara.local';
  const match = /^(?:"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>|([^<>\s]+@[^<>\s]+))$/.exec(value);
  if (!match) throw new Error(`MAIL_FROM must be an address or "Name <address>" (got "${value}")`);
  return { name: match[1]?.trim() || 'Manara Research', address: (match[2] ?? match[3]) as string };
}

/** LEADS_RATE_LIMIT: contact, newsletter, quote, scope and plan calls per client IP in 10 minutes. */
export function leadsRateLimit(): number {
  return env().LEADS_RATE_LIMIT;
}
