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

/** The schemes DATABASE_URL may start with, each naming its adapter (lib/database.ts). */
export const POSTGRES_SCHEMES = ['postgres://', 'postgresql://'] as const;
export const MONGO_SCHEMES = ['mongodb://', 'mongodb+srv://'] as const;
export const isPostgresUrl = (url: string) => POSTGRES_SCHEMES.some((scheme) => url.startsWith(scheme));
export const isMongoUrl = (url: string) => MONGO_SCHEMES.some((scheme) => url.startsWith(scheme));

const databaseUrlValue = optional.refine(
  (value) => value === undefined || value.startsWith('file:') || isPostgresUrl(value) || isMongoUrl(value),
  { error: 'DATABASE_URL must start with file:, postgres://, postgresql://, mongodb:// or mongodb+srv://' },
);

/** DATABASE_READ_REPLICAS: PostgreSQL addresses, comma-separated; blank or unset is none. */
const readReplicasValue = optional.transform((value, ctx) => {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!isPostgresUrl(url)) {
      ctx.addIssue({
        code: 'custom',
        message: `DATABASE_READ_REPLICAS must be postgres:// addresses separated by commas (got "${url}")`,
      });
      return z.NEVER;
    }
  }
  return urls;
});

const redisUrlValue = optional.refine((value) => value === undefined || /^rediss?:\/\/[^\s]+$/.test(value), {
  error: 'REDIS_URL must be an address such as redis://cache.internal:6379',
});

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

/** An Ed25519 private key as its 32-byte seed in base64url (43 characters), as `randomBytes(32).toString("base64url")` writes one. */
const ed25519Seed = optional.refine((value) => value === undefined || /^[A-Za-z0-9_-]{43}$/.test(value), {
  error: 'CREDENTIAL_SIGNING_KEY must be an Ed25519 private key: 32 bytes in base64url (43 characters)',
});

/** A whole number variable from `min` (to `max`) that may be left unset (undefined). */
const optionalWholeNumber = (name: string, min: number, max?: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
    z
      .string()
      .refine((text) => /^\d{1,15}$/.test(text) && Number(text) >= min && Number(text) <= (max ?? Infinity), {
        error: (issue) =>
          `${name} must be a whole number from ${min}${max === undefined ? '' : ` to ${max}`} (got "${String(issue.input)}")`,
      })
      .transform(Number)
      .optional(),
  );

/** pino's levels, most to least severe; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Shorter tokens can be guessed; `openssl rand -hex 32` makes a good one. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

export const AUTH_RATE_LIMIT_DEFAULT = 30;
export const LEADS_RATE_LIMIT_DEFAULT = 20;
export const PUBLIC_CACHE_TTL_MS_DEFAULT = 10_000;
export const READ_AFTER_WRITE_MS_DEFAULT = 5_000;
/** node-postgres's own default. */
export const DATABASE_POOL_MAX_DEFAULT = 10;
export const MAIL_BATCH_SECONDS_DEFAULT = 60;
export const ORDER_UPLOADS_PER_DAY_DEFAULT = 50;
export const ORDER_UPLOAD_MB_PER_DAY_DEFAULT = 500;

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : 'development'),
    z.enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' }),
  ),
  PORT: wholeNumber('PORT', 1, 3000, 65_535),
  HOST: optional.transform((v) => v ?? '0.0.0.0'),
  DATABASE_URL: databaseUrlValue,
  DATABASE_READ_REPLICAS: readReplicasValue,
  READ_AFTER_WRITE_MS: wholeNumber('READ_AFTER_WRITE_MS', 0, READ_AFTER_WRITE_MS_DEFAULT),
  // Connections each server keeps to PostgreSQL and to each replica (docs/deploy.md).
  DATABASE_POOL_MAX: wholeNumber('DATABASE_POOL_MAX', 1, DATABASE_POOL_MAX_DEFAULT, 1_000),
  REDIS_URL: redisUrlValue,
  MANARA_DATA_DIR: optional,
  MEDIA_DIR: optional,
  PAYLOAD_SECRET: optional,
  CREDENTIAL_SIGNING_KEY: ed25519Seed,
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
  // Orders' e-mails wait this long for the burst they belong to (lib/orders/outbox.ts).
  MAIL_BATCH_SECONDS: wholeNumber('MAIL_BATCH_SECONDS', 1, MAIL_BATCH_SECONDS_DEFAULT, 3_600),
  // Each account's uploads to orders per sliding 24 hours: files, and megabytes stored.
  ORDER_UPLOADS_PER_DAY: wholeNumber('ORDER_UPLOADS_PER_DAY', 1, ORDER_UPLOADS_PER_DAY_DEFAULT),
  ORDER_UPLOAD_MB_PER_DAY: wholeNumber('ORDER_UPLOAD_MB_PER_DAY', 1, ORDER_UPLOAD_MB_PER_DAY_DEFAULT),
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
  // Operations (docs/deploy.md): logs, metrics, shutdown and backups.
  LOG_LEVEL: optional.pipe(
    z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  LOG_FORMAT: optional.pipe(z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' }).optional()),
  METRICS_TOKEN: optional.refine((v) => v === undefined || v.length >= METRICS_TOKEN_MIN_LENGTH, {
    error: `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`,
  }),
  METRICS_PORT: optionalWholeNumber('METRICS_PORT', 1, 65_535),
  SHUTDOWN_DRAIN_MS: wholeNumber('SHUTDOWN_DRAIN_MS', 0, 0),
  SHUTDOWN_TIMEOUT_MS: wholeNumber('SHUTDOWN_TIMEOUT_MS', 1, 10_000),
  BACKUP_DIR: optional,
  BACKUP_KEEP: optionalWholeNumber('BACKUP_KEEP', 1),
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
 * The secrets a server makes itself when their variable is not set, by the file under the data
 * folder that keeps each (`npm run backup` carries them: backup/index.ts).
 */
export const KEPT_SECRETS = {
  PAYLOAD_SECRET: '.payload-secret',
  CREDENTIAL_SIGNING_KEY: '.credential-signing-key',
} as const;

/** The secret kept for `variable` under the data folder, created from 32 random bytes (mode 600) the first time it is asked for. */
function keptSecret(variable: keyof typeof KEPT_SECRETS, encoding: 'hex' | 'base64url'): string {
  const kept = path.join(DATA_DIR, KEPT_SECRETS[variable]);
  if (existsSync(kept)) return readFileSync(kept, 'utf8').trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString(encoding);
  writeFileSync(kept, secret, { mode: 0o600 });
  return secret;
}

/**
 * Where members' course project PDFs are written: a `project-files` folder beside the media folder
 * (so a test's temporary database keeps them with it, and a backup finds both in one place).
 */
export function projectFilesDir(): string {
  return path.join(path.dirname(mediaDir()), 'project-files');
}

/**
 * PAYLOAD_SECRET signs session tokens. When it is not set, a random one is created once and kept
 * beside the database, so sessions survive restarts without a secret ever being committed.
 */
export function payloadSecret(): string {
  return env().PAYLOAD_SECRET ?? keptSecret('PAYLOAD_SECRET', 'hex');
}

/**
 * CREDENTIAL_SIGNING_KEY, the Ed25519 seed that signs certificates' Open Badges credentials
 * (docs/decisions/022-portable-certificates.md). Unset, one is created once and kept beside the
 * Payload secret, like it: credentials signed yesterday still verify after a restart. Several
 * servers must share one key (set it), or each signs with a key the others do not publish.
 */
export function credentialSigningKey(): string {
  return env().CREDENTIAL_SIGNING_KEY ?? keptSecret('CREDENTIAL_SIGNING_KEY', 'base64url');
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

/**
 * The origin written into addresses that leave the site: links in e-mails (password reset,
 * newsletter, the team's notices), a certificate's QR code and verification address, the
 * credential issuer's did:web. SITE_URL, else this server's own address on PORT. Never the
 * request's Host or X-Forwarded-Host: any client may set those to anything, and a reset link with a
 * real token must not point at the client's server. Production without SITE_URL warns at start
 * (lib/email.ts).
 */
export function publicOrigin(): string {
  return siteUrl() ?? `http://localhost:${env().PORT}`;
}

/**
 * What the server says at start when addresses that leave the site cannot name it: production
 * without SITE_URL still starts (`npm start` needs nothing set), but its links say localhost.
 */
export function publicOriginWarning(): string | undefined {
  if (env().NODE_ENV !== 'production' || siteUrl()) return undefined;
  return `SITE_URL is not set: links in e-mails (password reset, newsletter, the team's notices) and certificates' verification addresses point at ${publicOrigin()}. Set SITE_URL to the site's public address.`;
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
