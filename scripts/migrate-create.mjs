// `npm run migrate:create -- <name>`: writes the migration of a schema change for both engines,
// SQLite's into apps/cms/src/migrations and PostgreSQL's into apps/cms/src/migrations-postgres, each
// with its snapshot (.json) and its index. Payload compares the config with the engine's last
// snapshot, so no database is opened. Extra words go to Payload (`--skip-empty`, `--force-accept-warning`).
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const ENGINES = [
  ['SQLite', 'file:./data/migrate-scratch.db'],
  // Never connected: the address only chooses the adapter.
  ['PostgreSQL', 'postgres://migrate-create.invalid/manara'],
];

const args = process.argv.slice(2);
for (const [engine, url] of ENGINES) {
  console.log(`\n${engine}:`);
  run(process.execPath, [path.join(ROOT, 'node_modules/payload/bin.js'), 'migrate:create', ...args], {
    env: {
      ...process.env,
      PAYLOAD_CONFIG_PATH: 'apps/cms/src/payload.config.ts',
      PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
      DATABASE_URL: url,
    },
  });
}
