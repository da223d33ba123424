// `npm run test:e2e`: build the CMS admin if stale, build the site into this run's own folder, reset
// this run's database, then run Playwright in Chromium. E2E_PORT (default 3100) names the run.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, CHROMIUM_HINT, e2eChromium, ROOT, run } from './lib.mjs';

if (!e2eChromium()) {
  console.error(CHROMIUM_HINT);
  process.exit(1);
}
const runDir = path.join(ROOT, `test-results/e2e-${process.env.E2E_PORT ?? 3100}`);
rmSync(runDir, { recursive: true, force: true });
buildIfStale();
// The client, and beside it (`ssr/dist`, where the server looks: apps/cms/src/server/ssr.ts) the
// renderer of the public pages. Vite's module runner loads the config, as the site's own build
// does (docs/decisions/040).
const siteBuild = (...args) =>
  run('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn', ...args], {
    cwd: path.join(ROOT, 'apps/site'),
  });
siteBuild('--manifest', '--outDir', path.join(runDir, 'site'));
siteBuild('--ssr', 'src/entry-server.tsx', '--outDir', path.join(runDir, 'ssr/dist'));
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
