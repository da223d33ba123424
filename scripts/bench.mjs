// `npm run bench [-- start|public|api|pages|lighthouse|growth]`: the server and the public site, in one sitting.
// Starts the production server on a fresh database (port BENCH_PORT, default 3300) and prints:
//   start       the time from `node scripts/start.mjs` to the first answer of /api/health, on a fresh
//               database (migrations and seed) and BENCH_START_RUNS (5) times more on the same one, and
//               the server's RSS after it has been idle for 5 s;
//   public      BENCH_PUBLIC_SECONDS (30) of 50 connections on a mix of public pages and reads (/,
//               /courses, /pricing, /data-analysis, /api/courses, /api/services, …) as a browser asks,
//               and the server's peak RSS over that phase alone (the budget: at most 400 MB);
//   api         a raw node:http server sending the same bytes as /api/courses (the baseline), the cached
//               public API paths and their ratio to it, and Payload's REST for the same rows (as an admin);
//   pages       the pages / and /courses as a browser asks for them (req/s, p99);
//   lighthouse  Lighthouse mobile (default throttling) for /, /courses, /pricing and /data-analysis,
//               the median of BENCH_LIGHTHOUSE_RUNS (3) runs, driving the system Chromium
//               (every report is kept as JSON, test-results/bench/lighthouse/<route, / as _>-<n>.json, or in
//               BENCH_LIGHTHOUSE_REPORTS=<folder>: the LCP element and its breakdown, long tasks and
//               the bytes of each script are read there).
//   growth      (only when asked) the public lists, their filters and pages, sign-in, a member's
//               dashboard calls and every control-panel list with its filters, on the seed, then again
//               after adding BENCH_GROWTH_COURSES (500) courses, BENCH_GROWTH_PROJECTS (1,000)
//               projects and BENCH_GROWTH_REVIEWS (5,000) approved reviews through the admin API, and
//               BENCH_GROWTH_MEMBERS (50,000) members, BENCH_GROWTH_ENROLLMENTS (100,000) enrollments
//               and BENCH_GROWTH_LEADS (20,000) leads straight into the database: p50/p99 and req/s of
//               each, the grown/seed ratios (the goal: p99 within 2× of the seed's), the leads' CSV
//               export timed alone, and the server's peak RSS.
// BENCH_DATABASE=postgres runs every part on PostgreSQL instead of a SQLite file (the default,
// BENCH_DATABASE=sqlite): a throwaway server of Debian's binaries (scripts/postgres.mjs), one database
// for the start part's server and one for the rest, migrated and seeded by the server as in production,
// removed at the end (also on Ctrl-C or a failure). The growth part's bulk rows are the same on both
// (scripts/bench-database.mjs). The RSS figures are the app server's alone, not PostgreSQL's.
// SITE_DIST=<folder>/site serves a site build made beforehand (client in <folder>/site, renderer in
// <folder>/ssr/dist, inside the repository so its packages resolve), e.g. a before/after pair measured
// in one sitting; BENCH_LIGHTHOUSE_ROUTES=/,/pricing measures only those routes.
// Every load run is autocannon with 50 connections on loopback for BENCH_SECONDS (8) after a short
// warm-up; the server's peak RSS (VmHWM) closes the report. The machine's load is printed at the start
// and the end: on a shared machine, numbers taken under load are not comparable.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { benchDatabase, BULK_TABLES, bulkInserts, enrollMember, ENGINES, GROWN_COUNTS } from './bench-database.mjs';
import { buildIfStale, ROOT, SERVER_ENTRY, serverEnv, serverNodeFlags } from './lib.mjs';

const PARTS = ['start', 'public', 'api', 'pages', 'lighthouse', 'growth'];
/** What a bare `npm run bench` measures: growth adds thousands of records, so it runs only when named. */
const DEFAULT_PARTS = ['start', 'public', 'api', 'pages', 'lighthouse'];
const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`Unknown part "${unknown[0]}": use ${PARTS.join(', ')} or nothing for all of them.`);
  process.exit(2);
}
const parts = new Set(asked.length > 0 ? asked : DEFAULT_PARTS);
const engine = process.env.BENCH_DATABASE ?? 'sqlite';
if (!ENGINES.includes(engine)) {
  console.error(`BENCH_DATABASE=${engine}: use ${ENGINES.join(' or ')}.`);
  process.exit(2);
}

const port = Number(process.env.BENCH_PORT ?? 3300);
const rawPort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const publicSeconds = Number(process.env.BENCH_PUBLIC_SECONDS ?? 30);
const connections = 50;
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const startRuns = Number(process.env.BENCH_START_RUNS ?? 5);
/** How long a started server is left alone before its idle memory is read. */
const IDLE_SETTLE_MS = 5_000;
/** BENCH_LIGHTHOUSE_ROUTES=/,/pricing measures only those. */
const lighthouseRoutes = (process.env.BENCH_LIGHTHOUSE_ROUTES ?? '/,/courses,/pricing,/data-analysis').split(',');
/** Where each Lighthouse report (JSON) is kept for a closer look (test-results/ is not committed). */
const reportsDir = path.resolve(
  ROOT,
  process.env.BENCH_LIGHTHOUSE_REPORTS ?? path.join('test-results', 'bench', 'lighthouse'),
);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench-admin@manara.local', password: 'bench-admin-pass' };
const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** What Chromium sends: pages are measured as a browser fetches them. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

if (parts.has('lighthouse') && !existsSync(chromePath)) {
  console.error(`Chromium is missing at ${chromePath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadAtStart = load();

// SITE_DIST names a site build made elsewhere (a before/after pair measured in one sitting): the server
// serves it and is started without scripts/start.mjs, which would rebuild whatever else changed in the
// checkout meanwhile (public pages do not need the CMS admin's build); only the server is built if stale.
const prebuilt = Boolean(process.env.SITE_DIST);
buildIfStale(prebuilt ? ['server'] : undefined);
const dir = mkdtempSync(path.join(tmpdir(), 'manara-bench-'));
const children = [];
let database;
const serverArgs = prebuilt
  ? ['--input-type=module', '-e', `await import(${JSON.stringify(SERVER_ENTRY)})`]
  : ['scripts/start.mjs'];

/** The production server on `port`, on the database `databaseUrl` (migrated and seeded when new). */
function startServer(databaseUrl) {
  const child = spawn(process.execPath, [...serverNodeFlags(), ...serverArgs], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...serverEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The bench signs in once; a high budget keeps a re-run from meeting the sign-in limit.
      AUTH_RATE_LIMIT: '100000',
      // What scripts/start.mjs sets, for the prebuilt case.
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_DISABLE_DEPENDENCY_CHECKER: process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ?? 'true',
    },
  });
  children.push(child);
  return child;
}

/** Synchronous, so that a signal's handler can run it whole: the servers first, then their database. */
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  database?.remove();
  rmSync(dir, { recursive: true, force: true });
};
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    stop();
    process.exit(code);
  });
}

/** Waits until `url` answers 2xx, asking every `everyMs`; gives up after two minutes. */
async function waitFor(url, everyMs = 500) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

/** Stops a server and waits until it has exited (its port and database are free again). */
async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A memory figure of a process from the kernel's status file, in MB (Linux); undefined elsewhere. */
function statusMb(pid, field) {
  try {
    const kb = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Peak resident memory of a process so far. */
const peakRssMb = (pid) => statusMb(pid, 'VmHWM');

/** Resident memory of a process now. */
const rssMb = (pid) => statusMb(pid, 'VmRSS');

/**
 * Starts a new peak for VmHWM (writing 5 to clear_refs, Linux 4.0+); false where that is not
 * allowed, and the phase's peak is then the highest of the samples.
 */
function resetPeakRss(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The same bytes from a bare node:http server in its own process, as the server is in its own. */
async function startRawServer(body, contentType) {
  const file = path.join(dir, 'raw-body');
  writeFileSync(file, body);
  const code = `
    import { createServer } from 'node:http';
    import { readFileSync } from 'node:fs';
    const body = readFileSync(process.argv[1]);
    const headers = { 'Content-Type': process.argv[2], 'Content-Length': String(body.length) };
    createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(Number(process.argv[3]), '127.0.0.1', () => console.log('ready'));`;
  const raw = spawn(process.execPath, ['--input-type=module', '-e', code, file, contentType, String(rawPort)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(raw);
  await new Promise((resolve, reject) => {
    raw.stdout.once('data', resolve);
    raw.once('exit', () => reject(new Error('the raw node:http server did not start')));
  });
}

/**
 * One load run: a warm-up of `warmup` requests, then `seconds` at `connections`; req/s, p99 and
 * anything that was not a 2xx.
 */
async function measure(label, url, headers = {}, warmup = 2000) {
  const first = await fetch(url, { headers });
  // On the wire: fetch inflates a compressed body, Content-Length tells what was sent.
  const decoded = (await first.arrayBuffer()).byteLength;
  const bytes = Number(first.headers.get('content-length') ?? decoded);
  await autocannon({ url, headers, connections: 10, amount: warmup });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return report(label, first.status, bytes, result);
}

/** A load run's row (req/s, p50, p99, anything that was not a 2xx), printed as it is measured. */
function report(label, status, bytes, result) {
  const row = {
    label,
    status,
    bytes,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  console.log(
    `  ${label.padEnd(44)} ${String(row.status).padStart(3)} ${String(bytes).padStart(7)} B ${row.rps
      .toFixed(0)
      .padStart(7)} req/s  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}`,
  );
  return row;
}

async function signInAsAdmin() {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`the bench admin could not sign in: ${res.status} ${await res.text()}`);
  return /payload-token=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
}

async function benchApi() {
  console.log(`\nPublic API (${connections} connections, ${seconds} s each):`);
  const courses = await fetch(`${base}/api/courses`);
  const body = Buffer.from(await courses.arrayBuffer());
  const list = JSON.parse(body.toString('utf8'));
  await startRawServer(body, courses.headers.get('content-type') ?? 'application/json; charset=utf-8');
  const raw = await measure('raw node:http, same bytes as /api/courses', `http://127.0.0.1:${rawPort}/`);
  const rows = [raw];
  for (const target of [
    '/api/site',
    '/api/services',
    '/api/courses',
    `/api/courses/${list[0].id}`,
    '/api/portfolio',
    '/api/reviews',
  ]) {
    rows.push(await measure(target, base + target));
  }
  rows.push(
    await measure('/api/courses (Brotli, as a browser asks)', `${base}/api/courses`, {
      'Accept-Encoding': BROWSER_ENCODINGS,
    }),
  );
  const cookie = await signInAsAdmin();
  const rest = `/cms/api/courses?depth=0&limit=${list.length}`;
  const payloadRow = await measure(`Payload REST ${rest} (admin)`, base + rest, { Cookie: cookie });
  rows.push(payloadRow);
  return { raw, rows, payloadRow, cachedCourses: rows.find((r) => r.label === '/api/courses') };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Starts the server as `npm start` does (nothing stale to build), times it to the first answer and
 * reads its RSS once it has idled: first on a fresh database (migrations and seed), then again on it.
 */
async function benchStart() {
  console.log(`\nStart to first answer of /api/health (1 fresh start, ${startRuns} restarts):`);
  const startUrl = database.url('start');
  const runs = [];
  for (let i = 0; i <= startRuns; i += 1) {
    const started = performance.now();
    const child = startServer(startUrl);
    await waitFor(`${base}/api/health`, 20);
    const firstAnswerMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
    const run = { fresh: i === 0, firstAnswerMs, idleRssMb: rssMb(child.pid) };
    runs.push(run);
    console.log(
      `  ${run.fresh ? 'fresh database' : `restart ${i}`.padEnd(14)}  ${(firstAnswerMs / 1000).toFixed(2)} s  idle RSS ${run.idleRssMb} MB`,
    );
    await stopServer(child);
  }
  const restarts = runs.filter((run) => !run.fresh);
  return {
    fresh: runs[0],
    restartMs: median(restarts.map((run) => run.firstAnswerMs)),
    idleRssMb: median(restarts.map((run) => run.idleRssMb)),
  };
}

/** Public pages and reads together, as visitors load them: what the memory target is measured on. */
const PUBLIC_MIX = [
  '/',
  '/api/courses',
  '/courses',
  '/api/services',
  '/pricing',
  '/api/site',
  '/data-analysis',
  '/api/portfolio',
  '/api/reviews',
];

async function benchPublic() {
  console.log(`\nPublic pages and reads mixed (${connections} connections, ${publicSeconds} s):`);
  const headers = { 'Accept-Encoding': BROWSER_ENCODINGS };
  // Each path once, so the phase measures a running site, not its first renders.
  await autocannon({
    url: base,
    headers,
    connections: 10,
    amount: 500,
    requests: PUBLIC_MIX.map((path) => ({ path })),
  });
  const atStart = rssMb(server.pid);
  const hwmReset = resetPeakRss(server.pid);
  let sampled = 0;
  const sampler = setInterval(() => (sampled = Math.max(sampled, rssMb(server.pid) ?? 0)), 250);
  const result = await autocannon({
    url: base,
    headers,
    connections,
    duration: publicSeconds,
    requests: PUBLIC_MIX.map((path) => ({ path })),
  });
  clearInterval(sampler);
  const peak = hwmReset ? Math.max(sampled, peakRssMb(server.pid) ?? 0) : sampled;
  const row = {
    label: `public mix of ${PUBLIC_MIX.length} paths (${publicSeconds} s)`,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  console.log(
    `  ${row.label.padEnd(44)} ${row.rps.toFixed(0).padStart(7)} req/s  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}`,
  );
  console.log(`  server RSS ${atStart} MB at the start, peak ${peak} MB${hwmReset ? '' : ' (sampled every 250 ms)'}`);
  return { row, rssAtStartMb: atStart, peakRssMb: peak };
}

async function benchPages() {
  console.log(`\nPages (${connections} connections, ${seconds} s each, Accept-Encoding as a browser):`);
  const rows = [];
  for (const target of ['/', '/courses'])
    rows.push(await measure(`page ${target}`, base + target, { 'Accept-Encoding': BROWSER_ENCODINGS }));
  return rows;
}

async function benchLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  mkdirSync(reportsDir, { recursive: true });
  const chromeLauncher = await import('chrome-launcher');
  console.log(`\nLighthouse mobile, median of ${lighthouseRuns} runs (Chromium at ${chromePath}):`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    for (const route of lighthouseRoutes) {
      const runs = [];
      for (let i = 0; i < lighthouseRuns; i += 1) {
        // On a loaded machine Chromium sometimes records no trace (NO_NAVSTART): such a run has no
        // scores at all, so it is taken again, up to twice, rather than spoiling the median.
        let result;
        for (let attempt = 0; attempt < 3; attempt += 1) {
          result = await lighthouse(base + route, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!result.lhr.runtimeError) break;
          console.log(`  ${route} run ${i + 1}: ${result.lhr.runtimeError.code}, measured again`);
        }
        // A page that fails every time (a 404, say) has no median of three to give.
        if (result.lhr.runtimeError) {
          runs.length = 0;
          break;
        }
        const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${i + 1}.json`;
        writeFileSync(path.join(reportsDir, name), JSON.stringify(result.lhr));
        const { categories, audits } = result.lhr;
        // Bytes on the wire (compressed when the server compressed them) of every script the page loaded.
        const requests = audits['network-requests']?.details?.items ?? [];
        const scriptBytes = requests
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
        runs.push({
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          bestPractices: categories['best-practices'].score * 100,
          seo: categories.seo.score * 100,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          jsKb: scriptBytes / 1024,
        });
      }
      if (runs.length === 0) {
        console.log(`  ${route.padEnd(15)} not measured: Lighthouse could not load it`);
        continue;
      }
      const row = { route };
      for (const key of Object.keys(runs[0])) row[key] = median(runs.map((run) => run[key]));
      rows.push(row);
      console.log(
        `  ${route.padEnd(15)} perf ${row.performance.toFixed(0)}  a11y ${row.accessibility.toFixed(0)}  bp ${row.bestPractices.toFixed(0)}  seo ${row.seo.toFixed(0)}  LCP ${(row.lcp / 1000).toFixed(1)} s  TBT ${row.tbt.toFixed(0)} ms  CLS ${row.cls.toFixed(3)}  JS ${row.jsKb.toFixed(0)} KiB`,
      );
    }
  } finally {
    await chrome.kill();
  }
  console.log(`  reports: ${path.relative(ROOT, reportsDir)}`);
  return rows;
}

const growth = {
  courses: Number(process.env.BENCH_GROWTH_COURSES ?? 500),
  projects: Number(process.env.BENCH_GROWTH_PROJECTS ?? 1000),
  reviews: Number(process.env.BENCH_GROWTH_REVIEWS ?? 5000),
  members: Number(process.env.BENCH_GROWTH_MEMBERS ?? 50_000),
  enrollments: Number(process.env.BENCH_GROWTH_ENROLLMENTS ?? 100_000),
  leads: Number(process.env.BENCH_GROWTH_LEADS ?? 20_000),
};

/** The member whose dashboard is measured, and the members who sign in over and over. */
const member = { name: 'Bench Member', email: 'bench-member@manara.local', password: 'bench-member-pass' };
/** Each sign-in adds a session to its member (Payload keeps them on the user): spread over these. */
const SIGN_IN_MEMBERS = 20;
const signInMember = (n) => ({ email: `bench-signin-${n}@manara.local`, password: member.password });

/**
 * What the growth part measures: every public list at its first page and with a filter, a page deep
 * in the list, the filter choices, the reviews' average, the pages that show them (as a browser asks),
 * a member's dashboard calls (as the member), and every control-panel list as its screens ask (a page
 * of 10; the moderation queue asks for up to 500) with each filter (as the admin). Filters name values
 * the seed has; the Inbox's search names a lead the grown data has (on the seed it finds none).
 */
function growthTargets(seed) {
  const category = encodeURIComponent(seed.courses[0].category);
  const year = seed.projects[0].year;
  const browser = { 'Accept-Encoding': BROWSER_ENCODINGS };
  return [
    ['/api/courses'],
    [`/api/courses?category=${category}`],
    ['/api/courses?page=10'],
    ['/api/courses/filters'],
    ['/api/portfolio'],
    [`/api/portfolio?year=${year}&service=Data%20Analysis`],
    ['/api/portfolio/filters'],
    ['/api/reviews'],
    ['/api/reviews?service=Courses&page=5'],
    ['/api/reviews/summary'],
    ['/courses', browser],
    [`/courses?category=${category}`, browser],
    ['/portfolio', browser],
    ['/reviews', browser],
    ['/', browser],
    ['/api/auth/me', 'member'],
    ['/api/me/enrollments', 'member'],
    ['/api/me/notifications', 'member'],
    ['/api/me/service-requests?limit=10&page=1', 'member'],
    ['/api/me/certificates', 'member'],
    ['/api/admin/summary', 'admin'],
    ['/api/projects?limit=10', 'admin'],
    ['/api/projects?limit=10&page=50', 'admin'],
    ['/api/projects', 'admin'],
    ['/api/admin/reviews?limit=10', 'admin'],
    ['/api/admin/reviews?status=pending&limit=500', 'admin'],
    ['/api/admin/reviews?status=approved&limit=10', 'admin'],
    ['/api/admin/users?limit=10', 'admin'],
    ['/api/admin/users?limit=10&page=2000', 'admin'],
    ['/api/admin/enrollments?limit=10', 'admin'],
    ['/api/admin/enrollments?limit=10&page=5000', 'admin'],
    ['/api/admin/leads?limit=10', 'admin'],
    ['/api/admin/leads?status=new&limit=10', 'admin'],
    ['/api/admin/leads?kind=quote&status=contacted&limit=10', 'admin'],
    ['/api/admin/leads?q=grown-lead-1234&limit=10', 'admin'],
    ['/api/admin/service-requests?limit=10', 'admin'],
    ['/api/admin/project-submissions?limit=10', 'admin'],
    ['/api/admin/project-submissions?status=submitted&limit=10', 'admin'],
  ];
}

/** Requests before each growth measurement: enough to fill the caches, few enough for 40 paths twice. */
const GROWTH_WARMUP = 200;

async function measureGrowthTargets(targets, cookies) {
  const rows = [];
  for (const [target, as] of targets) {
    const asSomeone = as === 'admin' || as === 'member';
    const label = asSomeone ? `${target} (${as})` : target;
    rows.push(await measure(label, base + target, asSomeone ? { Cookie: cookies[as] } : (as ?? {}), GROWTH_WARMUP));
  }
  rows.push(await measureSignIn());
  return rows;
}

/**
 * Sign-in under load: the members of SIGN_IN_MEMBERS in turn (each sign-in hashes the password, so a
 * short warm-up); the bench raises AUTH_RATE_LIMIT so the budget does not answer 429.
 */
async function measureSignIn() {
  let n = 0;
  const requests = [
    {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'Content-Type': 'application/json', Origin: base },
      setupRequest: (req) => ({ ...req, body: JSON.stringify(signInMember((n += 1) % SIGN_IN_MEMBERS)) }),
    },
  ];
  await autocannon({ url: base, connections: 10, amount: 50, requests });
  const result = await autocannon({ url: base, connections, duration: seconds, requests });
  return report(`POST /api/auth/login (${SIGN_IN_MEMBERS} members in turn)`, 200, 0, result);
}

/** The Inbox's CSV export of every lead, asked once at a time as an admin does: the median of three. */
async function timeLeadsCsv(cookie) {
  const runs = [];
  let bytes = 0;
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/leads.csv`, { headers: { Cookie: cookie } });
    bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`GET /api/admin/leads.csv answered ${res.status}`);
    runs.push(performance.now() - started);
  }
  return { ms: median(runs), bytes };
}

/** Sends `count` writes made by `body(n)` to `path` as the admin, eight at a time. */
async function addThroughApi(cookie, path, count, body) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = (next += 1);
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
        body: JSON.stringify(body(n)),
      });
      if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** Registers a member through the API (as the site does) and answers the session cookie. */
async function register(account) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ name: account.name ?? 'Bench Member', country: 'US', ...account }),
  });
  if (res.status !== 201) throw new Error(`register ${account.email}: ${res.status} ${await res.text()}`);
  return /payload-token=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
}

/** Runs `use(db)` with a client of the bench database of its own, beside the server. */
async function withBenchDatabase(use) {
  const db = await database.open('bench');
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/** The bench member's two enrollments (the dashboard's courses), on the seed already. */
const enrollBenchMember = () => withBenchDatabase((db) => db.transaction([enrollMember(member.email)]));

/**
 * Members, their enrollments and leads straight into the database, in one transaction (the rows
 * bulkInserts in scripts/bench-database.mjs describes). Through the API, 50,000 sign-ups (each hashing
 * a password) and 120,000 more writes would take hours on this machine; the lists and counts measured
 * read these tables as they are (no hook of theirs adds rows elsewhere). Every member gets the bench
 * member's password, so any of them could sign in.
 */
const addInBulk = () =>
  withBenchDatabase(async (db) => {
    await db.transaction(bulkInserts(db.dialect, growth, member.email));
    await db.analyze(BULK_TABLES);
  });

/** What the growth part added, as the database counts it: { courses, projects, …, leads }. */
const countGrown = () =>
  withBenchDatabase(async (db) => {
    const counts = {};
    for (const [what, sql] of Object.entries(GROWN_COUNTS)) counts[what] = Number((await db.first(sql)).n);
    return counts;
  });

/** The counts as a line, with a warning for any that is not what BENCH_GROWTH_* asked for. */
function describeGrown(counts) {
  const missed = Object.keys(counts).filter((what) => counts[what] !== growth[what]);
  for (const what of missed) console.warn(`Growth: ${growth[what]} ${what} asked for, ${counts[what]} in the database`);
  return Object.entries(counts)
    .map(([what, n]) => `${n} ${what}`)
    .join(', ');
}

const CATEGORIES = ['Biostatistics', 'Clinical Trials', 'Data Science', 'Scientific Writing', 'Research Methods'];
const DOMAINS = ['Cardiology', 'Oncology', 'Public Health', 'Nephrology', 'Critical Care', 'Paediatrics'];
const SERVICES = ['Data Analysis', 'Research Services', 'AI Tools'];

async function benchGrowth() {
  const cookies = { admin: await signInAsAdmin(), member: await register(member) };
  for (let n = 0; n < SIGN_IN_MEMBERS; n += 1) await register({ ...signInMember(n), name: `Bench Sign-in ${n}` });
  await enrollBenchMember();
  const seed = {
    courses: await (await fetch(`${base}/api/courses`)).json(),
    projects: await (await fetch(`${base}/api/portfolio`)).json(),
  };
  const targets = growthTargets(seed);
  console.log(`\nGrowth: on the seed (${connections} connections, ${seconds} s each):`);
  const before = await measureGrowthTargets(targets, cookies);
  const csvBefore = await timeLeadsCsv(cookies.admin);

  const started = Date.now();
  await addThroughApi(cookies.admin, '/api/courses', growth.courses, (n) => ({
    title: `Growth course ${n}`,
    category: CATEGORIES[n % CATEGORIES.length],
    level: ['Beginner', 'Intermediate', 'Advanced'][n % 3],
    durationHrs: 1 + (n % 40),
    rating: 3 + (n % 20) / 10,
    price: 49 + (n % 10) * 20,
  }));
  await addThroughApi(cookies.admin, '/api/projects', growth.projects, (n) => ({
    title: `Growth project ${n}`,
    domain: DOMAINS[n % DOMAINS.length],
    summary: 'A cohort study analysed with mixed models; the tables and methods written for submission.',
    year: 2015 + (n % 11),
    tags: ['Cohort', 'Mixed models'],
    service: SERVICES[n % SERVICES.length],
    published: true,
  }));
  await addThroughApi(cookies.admin, '/api/admin/reviews', growth.reviews, (n) => ({
    name: `Reviewer ${n}`,
    service: [...SERVICES, 'Courses'][n % 4],
    quote: 'Clear tables and a methods paragraph we could submit as it was.',
    rating: 3 + (n % 21) / 10,
    status: 'approved',
  }));
  const throughApiS = (Date.now() - started) / 1000;
  const bulkStarted = Date.now();
  await addInBulk();
  const bulkS = (Date.now() - bulkStarted) / 1000;
  const added = describeGrown(await countGrown());
  console.log(
    `\nGrowth: added ${added} (the first three through the API in ${throughApiS.toFixed(0)} s, the rest in bulk in ${bulkS.toFixed(0)} s); measured again:`,
  );
  const hwmReset = resetPeakRss(server.pid);
  const after = await measureGrowthTargets(targets, cookies);
  const csvAfter = await timeLeadsCsv(cookies.admin);
  return {
    added,
    before,
    after,
    csv: { before: csvBefore, after: csvAfter },
    peakRssMb: hwmReset ? peakRssMb(server.pid) : undefined,
  };
}

function printGrowth({ added, before, after, csv, peakRssMb: peak }) {
  console.log(`\n| What (seed → ${added}) | p50 ms | p99 ms | req/s | p99 grown/seed | req/s grown/seed | errors |`);
  console.log('|---|---|---|---|---|---|---|');
  before.forEach((seed, i) => {
    const grown = after[i];
    const p99Ratio = grown.p99 / Math.max(seed.p99, 1);
    console.log(
      `| ${seed.label} | ${seed.p50} → ${grown.p50} | ${seed.p99} → ${grown.p99} | ${seed.rps.toFixed(0)} → ${grown.rps.toFixed(0)} | ${p99Ratio.toFixed(2)}×${p99Ratio > 2 ? ' (over 2×)' : ''} | ${(grown.rps / seed.rps).toFixed(2)} | ${seed.errors + grown.errors} |`,
    );
  });
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `\nThe leads' CSV export, one request at a time (median of 3): ${csv.before.ms.toFixed(0)} ms (${kb(csv.before.bytes)}) on the seed, ${csv.after.ms.toFixed(0)} ms (${kb(csv.after.bytes)}) grown`,
  );
  if (peak !== undefined) console.log(`Server peak RSS while measuring the grown data: ${peak} MB`);
}

function printTables({ start, publicMix, api, pages, lighthouse, growth: growthResult, rssMb }) {
  console.log(
    `\n## Results (${database.label}, ${new Date().toISOString()}, load average ${loadAtStart} at the start, ${load()} at the end)\n`,
  );
  if (start) {
    console.log('| Start | to first answer | idle RSS |');
    console.log('|---|---|---|');
    console.log(
      `| fresh database (migrations, seed) | ${(start.fresh.firstAnswerMs / 1000).toFixed(2)} s | ${start.fresh.idleRssMb} MB |`,
    );
    console.log(
      `| restart, median of ${startRuns} | ${(start.restartMs / 1000).toFixed(2)} s | ${start.idleRssMb} MB |\n`,
    );
  }
  if (publicMix) {
    const { row } = publicMix;
    console.log(
      `| Public pages and reads (${connections} connections) | req/s | p99 ms | non-2xx/errors | RSS at start | peak RSS |`,
    );
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| ${row.label} | ${row.rps.toFixed(0)} | ${row.p99} | ${row.errors} | ${publicMix.rssAtStartMb} MB | ${publicMix.peakRssMb} MB |\n`,
    );
  }
  if (api || pages) {
    console.log(
      `| What (${connections} connections, ${seconds} s) | req/s | p99 ms | vs raw node:http | non-2xx/errors |`,
    );
    console.log('|---|---|---|---|---|');
    for (const r of [...(api?.rows ?? []), ...(pages ?? [])]) {
      const ratio = api ? `${((r.rps / api.raw.rps) * 100).toFixed(0)} %` : '–';
      console.log(`| ${r.label} | ${r.rps.toFixed(0)} | ${r.p99} | ${ratio} | ${r.errors} |`);
    }
    if (api) {
      const times = api.cachedCourses.rps / api.payloadRow.rps;
      console.log(
        `\nCached /api/courses serves ${times.toFixed(0)}× the requests of Payload's REST for the same rows.`,
      );
    }
  }
  if (lighthouse) {
    console.log('\n| Route | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | JS transferred |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of lighthouse) {
      console.log(
        `| ${r.route} | ${r.performance.toFixed(0)} | ${r.accessibility.toFixed(0)} | ${r.bestPractices.toFixed(0)} | ${r.seo.toFixed(0)} | ${(r.lcp / 1000).toFixed(1)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(0)} KiB |`,
      );
    }
  }
  if (growthResult) printGrowth(growthResult);
  if (rssMb === undefined) return;
  const since = publicMix ? 'the public phase began' : 'the start';
  console.log(`\nServer peak RSS (VmHWM) since ${since}: ${rssMb ?? '?'} MB`);
}

let server;
try {
  database = await benchDatabase(engine, dir);
  console.log(`Database: ${database.label}`);
  const results = {};
  if (parts.has('start')) results.start = await benchStart();
  if ([...parts].some((part) => part !== 'start')) {
    server = startServer(database.url('bench'));
    await waitFor(`${base}/api/health`);
    // First, on a fresh server: the memory target is about public traffic, before anything else ran.
    if (parts.has('public')) results.publicMix = await benchPublic();
    if (parts.has('api')) results.api = await benchApi();
    if (parts.has('pages')) results.pages = await benchPages();
    if (parts.has('lighthouse')) results.lighthouse = await benchLighthouse();
    // Last: it adds thousands of records the other parts would then measure.
    if (parts.has('growth')) results.growth = await benchGrowth();
    results.rssMb = peakRssMb(server.pid);
  }
  printTables(results);
} finally {
  // The servers let go of their database before it is removed.
  await Promise.all(children.map(stopServer));
  stop();
}
