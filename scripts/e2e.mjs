// `npm run test:e2e`: build what is stale, reset the e2e database, then run Playwright in Chromium.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, ROOT, run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    'Chromium not found: install it with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
buildIfStale();
rmSync(path.join(ROOT, 'test-results/e2e-data'), { recursive: true, force: true });
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
