// Helpers shared by the repository's scripts: builds that run only when their sources changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SKIP = new Set(['node_modules', 'dist', '.next', 'data', 'storybook-static']);

/** Newest modification time of any file under the given folders (build outputs skipped). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (file) => {
    const stat = statSync(file);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const name of readdirSync(file)) if (!SKIP.has(name)) walk(path.join(file, name));
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return newest;
}

/** True when `output` is missing or older than anything in `sources`. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  return statSync(output).mtimeMs < newestMtime(sources);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/**
 * The Node flags `npm start` gives the server (its heap cap, docs/decisions/011), read from
 * package.json so that tools starting the server themselves (bench, e2e) run it the same way.
 */
export function serverNodeFlags() {
  return startScriptWords().filter((word) => word.startsWith('--'));
}

/**
 * The environment `npm start` sets for the server process (its malloc arenas, docs/decisions/011),
 * read from the same script: `KEY=value` words before the command.
 */
export function serverEnv() {
  const pairs = startScriptWords()
    .filter((word) => /^[A-Z_]+=/.test(word))
    .map((word) => word.split(/=(.*)/, 2));
  return Object.fromEntries(pairs);
}

function startScriptWords() {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return scripts.start.split(/\s+/);
}

const at = (...p) => path.join(ROOT, ...p);

export const builds = {
  site: {
    label: 'the site',
    // The build writes the client (dist) and then the server renderer (ssr/dist): the later one.
    output: at('apps/site/ssr/dist/entry-server.js'),
    sources: [
      at('apps/site/src'),
      at('apps/site/public'),
      at('apps/site/index.html'),
      at('apps/site/vite.config.ts'),
      at('packages/ui/src'),
      at('packages/contracts/src'),
    ],
    workspace: '@manara/site',
  },
  cms: {
    label: 'the CMS admin',
    output: at('apps/cms/.next/BUILD_ID'),
    // patches/ too: Next bundles Payload's code, so a changed patch needs a new build.
    sources: [at('apps/cms/src'), at('apps/cms/next.config.mjs'), at('packages/contracts/src'), at('patches')],
    workspace: '@manara/cms',
  },
};

/** Builds whatever is missing or older than its sources, without locking (see buildIfStale). */
export function buildStale() {
  for (const build of Object.values(builds)) {
    if (!isStale(build.output, build.sources)) continue;
    console.log(`Building ${build.label}…`);
    run('npm', ['run', 'build', '-w', build.workspace], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
  }
}

/**
 * Builds whatever is stale. Where `flock` exists, builds of one checkout are serialised and the
 * check is repeated inside the lock, so two terminals starting at once build once, never together.
 */
export function buildIfStale() {
  if (!Object.values(builds).some((build) => isStale(build.output, build.sources))) return;
  if (spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0) {
    run('flock', [path.join(ROOT, '.build.lock'), process.execPath, path.join(ROOT, 'scripts/build.mjs')]);
  } else {
    buildStale();
  }
}
