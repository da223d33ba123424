// Child servers and temp folders of a resilience run, and the one place that removes them: on a
// normal end, on a failed check, on an uncaught error and on Ctrl-C alike.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

const children = new Set();
const dirs = new Set();

function killGroup(child, signal) {
  try {
    // Each server leads its own process group (detached), so anything it started goes with it.
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Synchronous, so it also works from process.on('exit'). */
export function cleanUp() {
  for (const child of children) killGroup(child, 'SIGKILL');
  children.clear();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}

process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal} received: stopping the servers and removing the temp folders.`);
    process.exit(130);
  });
}

export function tempDir(label) {
  const dir = mkdtempSync(path.join(tmpdir(), `manara-resilience-${label}-`));
  dirs.add(dir);
  return dir;
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  dirs.delete(dir);
}

/** Credentials the checks sign in with; the server seeds this admin on a fresh file. */
export const ADMIN = { email: 'admin@resilience.test', password: 'resilience-admin-pass' };

/**
 * Starts the production server on loopback with its own SQLite file. `serve.mjs` is `npm start`
 * without its build check (run.mjs builds once first), and runs the server in-process, so
 * `server.pid` is the process that owns the database: the one the kill -9 check kills.
 */
export function startServer({ port, dir, env = {} }) {
  const logFile = path.join(dir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/resilience/serve.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'resilience.db')}`,
      MANARA_DATA_DIR: dir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYLOAD_SECRET: `resilience-${process.pid}-${port}`,
      // The checks sign in and send forms many times from one IP; the limiters are not what they measure.
      AUTH_RATE_LIMIT: '1000000',
      LEADS_RATE_LIMIT: '1000000',
      ...env,
    },
  });
  closeSync(log);
  children.add(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    pid: child.pid,
    base,
    port,
    logFile,
    exited,
    readLog: () => readFileSync(logFile, 'utf8'),
    async ready(timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      let gone = false;
      exited.then(() => (gone = true));
      while (Date.now() < deadline && !gone) {
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
      throw new Error(`the server on port ${port} did not start${gone ? ' (it exited)' : ''}:\n${tail}`);
    },
    /** SIGTERM (the server closes cleanly), then SIGKILL for the group after 15 s. */
    async stop() {
      if (!children.has(child)) return;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      killGroup(child, 'SIGKILL');
    },
  };
}

/** Peak resident memory of a process: VmRSS sampled every 250 ms, and the kernel's VmHWM at the end. */
export function sampleRss(pid) {
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
      return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
    } catch {
      return { rss: NaN, hwm: NaN };
    }
  };
  let peak = 0;
  const timer = setInterval(() => {
    const { rss } = read();
    if (rss > peak) peak = rss;
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      const { rss, hwm } = read();
      return { peakRssMb: Math.max(peak, rss || 0) / 1024, hwmMb: hwm / 1024 };
    },
  };
}
