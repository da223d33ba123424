// `npm run bench [-- public|api|pages|lighthouse]`: the public site and API measured in one sitting.
// Starts the production server on a fresh SQLite file (port BENCH_PORT, default 3300) and prints:
//   public      BENCH_PUBLIC_SECONDS (30) of 50 connections on a mix of public pages and reads (/,
//               /courses, /pricing, /data-analysis, /api/courses, /api/services, …) as a browser asks,
//               and the server's peak RSS over that phase alone (the budget: at most 400 MB);
//   api         a raw node:http server sending the same bytes as /api/courses (the baseline), the cached
//               public API paths and their ratio to it, and Payload's REST for the same rows (as an admin);
//   pages       the pages / and /courses as a browser asks for them (req/s, p99);
//   lighthouse  Lighthouse mobile (default throttling) for /, /courses, /pricing and /data-analysis,
//               the median of BENCH_LIGHTHOUSE_RUNS (3) runs, driving the system Chromium
//               (every report is kept as JSON, test-results/bench/lighthouse/<route>-<n>.json, or in
//               BENCH_LIGHTHOUSE_REPORTS=<folder>: the LCP element and its breakdown, long tasks and
//               the bytes of each script are read there).
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
import { buildIfStale, ROOT, serverEnv, serverNodeFlags } from './lib.mjs';

const PARTS = ['public', 'api', 'pages', 'lighthouse'];
const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`Unknown part "${unknown[0]}": use ${PARTS.join(', ')} or nothing for all of them.`);
  process.exit(2);
}
const parts = new Set(asked.length > 0 ? asked : PARTS);

const port = Number(process.env.BENCH_PORT ?? 3300);
const rawPort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const publicSeconds = Number(process.env.BENCH_PUBLIC_SECONDS ?? 30);
const connections = 50;
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
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
// checkout meanwhile (public pages do not need the CMS admin's build).
const prebuilt = Boolean(process.env.SITE_DIST);
if (!prebuilt) buildIfStale();
const dir = mkdtempSync(path.join(tmpdir(), 'manara-bench-'));
const children = [];
const serverArgs = prebuilt ? ['--import', 'tsx/esm', 'apps/cms/src/server/index.ts'] : ['scripts/start.mjs'];
const server = spawn(process.execPath, [...serverNodeFlags(), ...serverArgs], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    ...serverEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
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
children.push(server);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within 120 s`);
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

/** One load run: a warm-up, then `seconds` at `connections`; req/s, p99 and anything that was not a 2xx. */
async function measure(label, url, headers = {}) {
  const first = await fetch(url, { headers });
  // On the wire: fetch inflates a compressed body, Content-Length tells what was sent.
  const decoded = (await first.arrayBuffer()).byteLength;
  const bytes = Number(first.headers.get('content-length') ?? decoded);
  await autocannon({ url, headers, connections: 10, amount: 2000 });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const row = {
    label,
    status: first.status,
    bytes,
    rps: result.requests.average,
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

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
        const name = `${route === '/' ? 'home' : route.slice(1)}-${i + 1}.json`;
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

function printTables({ publicMix, api, pages, lighthouse, rssMb }) {
  console.log(
    `\n## Results (${new Date().toISOString()}, load average ${loadAtStart} at the start, ${load()} at the end)\n`,
  );
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
  const since = publicMix ? 'the public phase began' : 'the start';
  console.log(`\nServer peak RSS (VmHWM) since ${since}: ${rssMb ?? '?'} MB`);
}

try {
  await waitFor(`${base}/api/health`);
  const results = {};
  // First, on a fresh server: the memory target is about public traffic, before anything else ran.
  if (parts.has('public')) results.publicMix = await benchPublic();
  if (parts.has('api')) results.api = await benchApi();
  if (parts.has('pages')) results.pages = await benchPages();
  if (parts.has('lighthouse')) results.lighthouse = await benchLighthouse();
  results.rssMb = peakRssMb(server.pid);
  printTables(results);
} finally {
  stop();
}
