import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { TEMPLATE_ENV } from './test-databases';

const REPO_ROOT = path.resolve(__dirname, '../..');

export interface SecondServer {
  /** http://127.0.0.1:<port> */
  base: string;
  stop: () => Promise<void>;
}

/**
 * Starts tests/helpers/second-server.ts on the current test's database (process.env as startTestApi
 * left it) with `env` on top, and waits until it listens.
 */
export async function startSecondServer(env: Record<string, string> = {}): Promise<SecondServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'second-server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...TEMPLATE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(([code]) => reject(new Error(`The second server exited (${String(code)}) before it listened`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
