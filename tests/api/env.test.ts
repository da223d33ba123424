import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../../apps/cms/src/lib/env';

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
      DATABASE_URL: 'postgres://db',
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
      '- DATABASE_URL must start with file:, mongodb:// or mongodb+srv://',
      '- SITE_URL must be an absolute http(s) address such as https://research.example (got "research.example")',
      '- PUBLIC_CACHE_TTL_MS must be a whole number from 0 (got "-1")',
      '- AUTH_RATE_LIMIT must be a whole number from 1 (got "0")',
    ]);
  });

  it('notices a variable changed after the first read', () => {
    process.env.AUTH_RATE_LIMIT = '7';
    expect(env().AUTH_RATE_LIMIT).toBe(7);
    process.env.AUTH_RATE_LIMIT = '9';
    expect(env().AUTH_RATE_LIMIT).toBe(9);
  });
});
