import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { freePort } from '../../scripts/postgres.mjs';

export interface RedisServer {
  url: string;
  stop: () => Promise<void>;
}

const REDIS_SERVER = '/usr/bin/redis-server';

/** A throwaway redis-server (Debian's) on a loopback port, keeping nothing on disk. */
export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER))
    throw new Error('redis-server is not installed: run "apt-get install -y redis-server"');
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/Ready to accept connections/.test(out)) resolve();
    });
    void exited.then(() => reject(new Error(`redis-server exited before it was ready:\n${out}`)));
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
