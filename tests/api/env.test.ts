import { afterEach, describe, expect, it } from 'vitest';
import { credentialSigningKey, env, publicOrigin, publicOriginWarning } from '../../apps/cms/src/lib/env';

/** One validated environment module: defaults when unset, one sentence per wrong variable. */

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

describe('the environment', () => {
  it('gives the documented defaults when nothing is set', () => {
    for (const name of ['PORT', 'HOST', 'PUBLIC_CACHE_TTL_MS', 'AUTH_RATE_LIMIT', 'LEADS_RATE_LIMIT', 'SITE_URL']) {
      delete process.env[name];
    }
    expect(env()).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_CACHE_TTL_MS: 10_000,
      AUTH_RATE_LIMIT: 30,
      LEADS_RATE_LIMIT: 20,
    });
    expect(env().SITE_URL).toBeUndefined();
  });

  it('reads numbers and keeps only the origin of SITE_URL', () => {
    Object.assign(process.env, {
      PORT: ' 8080 ',
      PUBLIC_CACHE_TTL_MS: '0',
      SITE_URL: 'https://research.example/some/page',
    });
    expect(env()).toMatchObject({ PORT: 8080, PUBLIC_CACHE_TTL_MS: 0, SITE_URL: 'https://research.example' });
  });

  it('refuses wrong values with one error naming each variable', () => {
    Object.assign(process.env, {
      PORT: 'eighty',
      AUTH_RATE_LIMIT: '0',
      PUBLIC_CACHE_TTL_MS: '-1',
      SITE_URL: 'research.example',
      DATABASE_URL: 'mysql://db',
      NODE_ENV: 'staging',
    });
    let message = '';
    try {
      env();
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'The environment is not valid:',
      '- NODE_ENV must be development, production or test',
      '- PORT must be a whole number from 1 to 65535 (got "eighty")',
      '- DATABASE_URL must start with file:, postgres://, postgresql://, mongodb:// or mongodb+srv://',
      '- SITE_URL must be an absolute http(s) address such as https://research.example (got "research.example")',
      '- PUBLIC_CACHE_TTL_MS must be a whole number from 0 (got "-1")',
      '- AUTH_RATE_LIMIT must be a whole number from 1 (got "0")',
    ]);
  });

  it('reads DATABASE_READ_REPLICAS as a list of PostgreSQL addresses, and refuses anything else', () => {
    process.env.DATABASE_READ_REPLICAS = ' postgres://r1/manara, postgresql://r2/manara ,';
    expect(env().DATABASE_READ_REPLICAS).toEqual(['postgres://r1/manara', 'postgresql://r2/manara']);
    Object.assign(process.env, {
      DATABASE_READ_REPLICAS: 'postgres://r1/manara,file:./replica.db',
      REDIS_URL: 'cache:6379',
    });
    expect(() => env()).toThrow(
      [
        'The environment is not valid:',
        '- DATABASE_READ_REPLICAS must be postgres:// addresses separated by commas (got "file:./replica.db")',
        '- REDIS_URL must be an address such as redis://cache.internal:6379',
      ].join('\n'),
    );
  });

  it('notices a variable changed after the first read', () => {
    process.env.AUTH_RATE_LIMIT = '7';
    expect(env().AUTH_RATE_LIMIT).toBe(7);
    process.env.AUTH_RATE_LIMIT = '9';
    expect(env().AUTH_RATE_LIMIT).toBe(9);
  });

  it('writes links with SITE_URL, else this server on PORT, never anything a request says, and warns in production without SITE_URL', () => {
    delete process.env.SITE_URL;
    Object.assign(process.env, { PORT: '4321', NODE_ENV: 'development' });
    expect(publicOrigin()).toBe('http://localhost:4321');
    expect(publicOriginWarning()).toBeUndefined();

    Object.assign(process.env, { NODE_ENV: 'production' });
    expect(publicOriginWarning()).toBe(
      "SITE_URL is not set: links in e-mails (password reset, newsletter, the team's notices) and certificates' verification addresses point at http://localhost:4321. Set SITE_URL to the site's public address.",
    );

    process.env.SITE_URL = 'https://research.example/courses';
    expect(publicOrigin()).toBe('https://research.example');
    expect(publicOriginWarning()).toBeUndefined();
  });

  it('takes CREDENTIAL_SIGNING_KEY as a 32-byte base64url seed and refuses anything else', () => {
    const seed = Buffer.alloc(32, 1).toString('base64url');
    process.env.CREDENTIAL_SIGNING_KEY = seed;
    expect(credentialSigningKey()).toBe(seed);
    process.env.CREDENTIAL_SIGNING_KEY = 'not-a-key';
    expect(() => env()).toThrow(
      '- CREDENTIAL_SIGNING_KEY must be an Ed25519 private key: 32 bytes in base64url (43 characters)',
    );
  });

  it('gives the operations settings their defaults and refuses values that cannot be right', () => {
    const operations = ['LOG_LEVEL', 'LOG_FORMAT', 'METRICS_TOKEN', 'METRICS_PORT', 'SHUTDOWN_DRAIN_MS'] as const;
    for (const name of [...operations, 'SHUTDOWN_TIMEOUT_MS', 'BACKUP_DIR', 'BACKUP_KEEP']) delete process.env[name];
    expect(env()).toMatchObject({ LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: 0, SHUTDOWN_TIMEOUT_MS: 10_000 });
    expect([env().LOG_FORMAT, env().METRICS_TOKEN, env().METRICS_PORT, env().BACKUP_KEEP]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    Object.assign(process.env, { METRICS_PORT: '9464', BACKUP_KEEP: ' 14 ', LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' });
    expect(env()).toMatchObject({ METRICS_PORT: 9464, BACKUP_KEEP: 14, LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' });

    Object.assign(process.env, {
      LOG_LEVEL: 'loud',
      LOG_FORMAT: 'xml',
      METRICS_TOKEN: 'short',
      METRICS_PORT: '70000',
      SHUTDOWN_TIMEOUT_MS: '0',
      BACKUP_KEEP: '0',
    });
    expect(() => env()).toThrow(
      [
        'The environment is not valid:',
        '- LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
        '- LOG_FORMAT must be json or pretty',
        '- METRICS_TOKEN must be at least 16 characters',
        '- METRICS_PORT must be a whole number from 1 to 65535 (got "70000")',
        '- SHUTDOWN_TIMEOUT_MS must be a whole number from 1 (got "0")',
        '- BACKUP_KEEP must be a whole number from 1 (got "0")',
      ].join('\n'),
    );
  });
});
