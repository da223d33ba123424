// Run by tests/helpers/test-databases.ts in a process of its own: builds the schema in DATABASE_URL
// (Payload's push, as every API test does) and seeds it, media into MEDIA_DIR. Each test file then
// starts from a copy instead of seeding again (about 2.5 s of CPU per file).
import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import { getPayload } from 'payload';
import config from '../../apps/cms/src/payload.config';
import { seed } from '../../apps/cms/src/seed';

const payload = await getPayload({ config });
// Without the journal catalogue, as every test file starts: startTestApi seeds it for the suites that ask.
await seed(payload, { journals: false });
if (payload.db.name === 'sqlite') {
  // Everything into the file itself: test files copy the .db alone, and its WAL holds the last commits.
  await (payload.db as unknown as SQLiteAdapter).client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
}
await payload.destroy();
process.exit(0);
