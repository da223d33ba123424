// `npm run bench`: throughput of the public API against a baseline on the same machine and run.
// Starts the production server on a fresh SQLite file (port BENCH_PORT, default 3300), then drives
// each path with autocannon on loopback for a bounded time. The baseline is a static file served by
// the same process, so the ratios say what the API costs on top of Express itself, whatever the machine.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, ROOT } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const base = `http://127.0.0.1:${port}`;
const targets = [
  '/favicon.svg',
  '/api/health',
  '/api/courses',
  '/api/services',
  '/api/portfolio',
  '/api/reviews',
  '/api/site',
];

buildIfStale();
const dir = mkdtempSync(path.join(tmpdir(), 'manara-bench-'));
const server = spawn('node', ['scripts/start.mjs'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
    ADMIN_PASSWORD: 'bench-admin-pass',
  },
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start within 120 s');
}

try {
  await waitForServer();
  const rows = [];
  for (const target of targets) {
    const status = (await fetch(base + target)).status;
    const result = await autocannon({ url: base + target, connections: 20, duration: seconds });
    rows.push({
      target,
      status,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const baseline = rows[0].rps;
  console.log(`\n${seconds} s per path, 20 connections, ${new Date().toISOString()}`);
  console.log(
    'path'.padEnd(18),
    'status',
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    'vs baseline'.padStart(12),
    'errors'.padStart(7),
  );
  for (const r of rows) {
    console.log(
      r.target.padEnd(18),
      String(r.status).padStart(6),
      r.rps.toFixed(0).padStart(9),
      String(r.p99).padStart(8),
      (r.rps / baseline).toFixed(2).padStart(12),
      String(r.errors).padStart(7),
    );
  }
} finally {
  stop();
}
