// Helpers shared by the repository's scripts: builds that run only when their sources changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

/**
 * The browser the end-to-end tests drive: `CHROMIUM_PATH` when set, else Debian's headless shell
 * (Chromium without its windowing layers: the suite takes about 0.6× the time, docs/performance.md),
 * else Debian's Chromium. Undefined when none is there.
 */
export function e2eChromium() {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  return candidates.find((candidate) => existsSync(candidate));
}

export const CHROMIUM_HINT =
  'Chromium not found: install it with `sudo apt-get install -y chromium-headless-shell` (or `chromium`), or set CHROMIUM_PATH to a Chromium binary.';

const at = (...p) => path.join(ROOT, ...p);

/** The compiled production server and backup commands (apps/cms/build-server.mjs), as URLs for `import()`. */
export const SERVER_ENTRY = pathToFileURL(at('apps/cms/dist/server.js')).href;
export const BACKUP_ENTRY = pathToFileURL(at('apps/cms/dist/backup.js')).href;

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
  // After the admin: its build script compiles the server too, so a stale admin builds both at once.
  server: {
    label: 'the server',
    output: at('apps/cms/dist/server.js'),
    sources: [at('apps/cms/src'), at('apps/cms/build-server.mjs'), at('packages/contracts/src')],
    workspace: '@manara/cms',
    script: 'build:server',
  },
};

const ALL_BUILDS = Object.keys(builds);
const stale = (name) => isStale(builds[name].output, builds[name].sources);

/** Builds what is missing or older than its sources of `names` (all by default), without locking (see buildIfStale). */
export function buildStale(names = ALL_BUILDS) {
  for (const name of names) {
    // Checked one at a time: the admin's build compiles the server too.
    if (!stale(name)) continue;
    const build = builds[name];
    console.log(`Building ${build.label}…`);
    run('npm', ['run', build.script ?? 'build', '-w', build.workspace], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
  }
}

/**
 * Builds whatever is stale of `names` (every build by default: the backup commands need only the
 * server). Where `flock` exists, builds of one checkout are serialised and the check is repeated
 * inside the lock, so two terminals starting at once build once, never together.
 */
export function buildIfStale(names = ALL_BUILDS) {
  if (!names.some(stale)) return;
  if (spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0) {
    run('flock', [path.join(ROOT, '.build.lock'), process.execPath, path.join(ROOT, 'scripts/build.mjs'), ...names]);
  } else {
    buildStale(names);
  }
}
