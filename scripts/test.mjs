// `npm test`: every check, in order of speed: types, lint, unit and story tests, API integration
// (on SQLite and on PostgreSQL, and on MongoDB when MONGODB_TEST_URL is set: vitest.config.ts), the
// production server as a process (its log, shutdown and backups), then end-to-end tests in Chromium.
// Stops at the first failure so the cause is on screen.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib.mjs';

const steps = [
  ['generated types', 'node', ['scripts/check-generated.mjs']],
  ['types', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and stories', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'stories']],
  ['api', 'npx', ['vitest', 'run', '--project', 'api*']],
  ['server', 'npx', ['vitest', 'run', '--project', 'server']],
  ['e2e', 'node', ['scripts/e2e.mjs']],
];

let passed = 0;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n${name} failed after ${seconds}s.`);
    console.log(`checks: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  console.log(`${name} passed in ${seconds}s`);
  passed += 1;
}
console.log(`checks: ${passed} passed, 0 failed`);
