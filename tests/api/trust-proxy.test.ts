import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../apps/cms/src/lib/trust-proxy';

/** The client address Express reports behind the given TRUST_PROXY, for a request through one proxy. */
async function clientIpBehind(trustProxy: string | undefined): Promise<string> {
  const app = express();
  app.set('trust proxy', parseTrustProxy(trustProxy));
  app.get('/ip', (req, res) => {
    res.json({ ip: req.ip });
  });
  const res = await supertest(app).get('/ip').set('X-Forwarded-For', '203.0.113.7');
  return (res.body as { ip: string }).ip;
}

describe('parseTrustProxy reads what Express documents for trust proxy', () => {
  it('reads unset, true and false as booleans', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' TRUE ')).toBe(true);
  });

  it('reads a whole number as a hop count, not as the address 0.0.0.1', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
  });

  it('reads names, addresses and subnets as a list', () => {
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('loopback, 10.0.0.0/8, 192.168.1.1, fc00::/7, 172.16.0.0/255.240.0.0')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.1',
      'fc00::/7',
      '172.16.0.0/255.240.0.0',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '1.2.3', 'loopback,proxy.internal', ',', '-1', 'fc00::/255.0.0.0'])(
    'refuses %s with one sentence naming TRUST_PROXY',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY must be .*\(got ".*"\)\.$/);
    },
  );

  it('with TRUST_PROXY=1 the forwarded client is req.ip; unset, the proxy is', async () => {
    expect(await clientIpBehind('1')).toBe('203.0.113.7');
    expect(await clientIpBehind('true')).toBe('203.0.113.7');
    expect(await clientIpBehind('loopback')).toBe('203.0.113.7');
    expect(await clientIpBehind(undefined)).not.toBe('203.0.113.7');
  });
});

describe('the server', () => {
  it('refuses to start with an invalid TRUST_PROXY, naming it', async () => {
    const { createApp } = await import('../../apps/cms/src/server/app');
    const before = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = 'yes';
    try {
      // The setting is read before anything touches Payload, so no instance is needed to see it fail.
      expect(() => createApp({ payload: {} as never })).toThrow(/^TRUST_PROXY must be/);
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  });
});
