import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from 'zod/v4/core';

// zod keeps its config on globalThis, so this test sees what any copy of the package set.
const clearJitless = () => {
  delete config().jitless;
};

describe('zod in the browser (the site CSP forbids eval)', () => {
  beforeEach(() => {
    clearJitless();
    vi.resetModules();
  });
  afterEach(clearJitless);

  it('is set jitless by importing a schema module alone, without the package index', async () => {
    expect(config().jitless).toBeUndefined();
    await import('./schemas/forms');
    expect(config().jitless).toBe(true);
  });

  it('is set jitless by the module that only pictures import', async () => {
    await import('./schemas/media');
    expect(config().jitless).toBe(true);
  });

  it('parses and refuses with the same messages under the config', async () => {
    const { newsletterSchema } = await import('./schemas/forms');
    const { MESSAGES } = await import('./messages');
    expect(config().jitless).toBe(true);
    expect(newsletterSchema.parse({ email: ' ada@example.com ', consent: true })).toEqual({
      email: 'ada@example.com',
      consent: true,
    });
    const refused = newsletterSchema.safeParse({ email: 'nope', consent: false });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.invalidEmail,
      MESSAGES.consentRequired,
    ]);
  });
});
