import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
// @ts-expect-error The scripts are plain JavaScript modules without type declarations.
import { ROOT, serverEnv, serverNodeFlags } from '../../scripts/lib.mjs';

/**
 * The production server as `npm start` runs it (compiled, NODE_ENV=production, the same Node flags),
 * in its own process on a free loopback port and a data folder of the test's: for what only a real
 * process shows (its log, its signals, its files). The builds must exist (tests/server/build.ts).
 */

export const ADMIN = { email: 'ops-admin@manara.test', password: 'ops-admin-password-1' } as const;

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ProductionServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr together. */
  output: () => string;
  /** The JSON lines of its log so far. */
  logLines: () => Record<string, unknown>[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export interface StartOptions {
  /** The folder of its database (`manara.db`), uploads and generated secret. */
  dataDir: string;
  /** More environment, over the defaults below. */
  env?: Record<string, string>;
}

export async function startProductionServer({ dataDir, env = {} }: StartOptions): Promise<ProductionServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...(serverNodeFlags() as string[]), 'scripts/start.mjs'], {
    cwd: ROOT as string,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(serverEnv() as Record<string, string>),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${dataDir}/manara.db`,
      MANARA_DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
      LEADS_RATE_LIMIT: '1000',
      ...env,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before answering:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 150 s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    child,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** What a browser on the server's own page sends with a state-changing request. */
export function sameOriginHeaders(server: ProductionServer, cookie?: string): Record<string, string> {
  return { Origin: server.url, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) };
}

/** The `payload-token=…` pair of a response's Set-Cookie, for a Cookie header. */
export function sessionCookie(res: Response): string {
  const pair = res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => cookie.startsWith('payload-token='));
  if (!pair) throw new Error(`The response (${res.status}) set no session cookie`);
  return pair;
}

/**
 * Runs one of the repository's scripts (`backup`, `restore`) as its npm command does, in production
 * mode on the data folder `dataDir` and its SQLite database unless `env` says otherwise.
 */
export async function runScript(
  name: string,
  { dataDir, args = [], env = {} }: { dataDir: string; args?: string[]; env?: Record<string, string> },
): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [`scripts/${name}.mjs`, ...args], {
    cwd: ROOT as string,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: `file:${dataDir}/manara.db`,
      MANARA_DATA_DIR: dataDir,
      ...env,
    },
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, out };
}
