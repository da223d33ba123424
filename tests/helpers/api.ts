import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { Payload } from 'payload';
import supertest from 'supertest';

export interface TestApi {
  payload: Payload;
  app: Express;
  /** supertest bound to the app; state-changing calls must add `.set(sameOrigin)`. */
  request: ReturnType<typeof supertest>;
  adminCredentials: { email: string; password: string };
  close: () => Promise<void>;
}

/** The Origin a browser on the site's own origin would send (supertest binds 127.0.0.1). */
export const sameOrigin = { Origin: 'http://127.0.0.1' } as const;

/**
 * Boots Payload on a fresh temporary SQLite file, seeds it and builds the Express app without Next
 * or the site, as a real start would. One per test file.
 */
export async function startTestApi(): Promise<TestApi> {
  const dir = mkdtempSync(path.join(tmpdir(), 'manara-api-'));
  const adminCredentials = { email: 'admin@test.local', password: 'admin-password-123' };
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`;
  process.env.PAYLOAD_SECRET = 'test-secret-not-for-production';
  process.env.ADMIN_EMAIL = adminCredentials.email;
  process.env.ADMIN_PASSWORD = adminCredentials.password;

  // Imported after the environment is set: the config reads DATABASE_URL when it is built.
  const { getPayload } = await import('payload');
  const { default: config } = await import('../../apps/cms/src/payload.config');
  const { seed } = await import('../../apps/cms/src/seed');
  const { createApp } = await import('../../apps/cms/src/server/app');

  const payload = await getPayload({ config, key: dir });
  await seed(payload);
  const app = createApp({ payload });
  return {
    payload,
    app,
    request: supertest(app),
    adminCredentials,
    close: async () => {
      await payload.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
