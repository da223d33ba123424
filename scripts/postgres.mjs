// A throwaway PostgreSQL server for the tests and the cluster check: initdb in a temporary folder,
// started on a loopback port, stopped and removed after. PostgreSQL refuses to run as root, so as
// root every command runs as the `postgres` user (Debian's package creates it) through runuser.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

/** The folder of Debian's PostgreSQL binaries (the newest installed), or of those on PATH. */
export function postgresBin() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (found) return path.dirname(found);
  throw new Error('PostgreSQL is not installed: run "apt-get install -y postgresql" (Debian) and try again.');
}

/** Runs a PostgreSQL program as the user that owns the data (postgres when we are root). */
function pgRun(bin, program, args, options = {}) {
  const command = path.join(bin, program);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
}

/** A free TCP port on 127.0.0.1 (asked of the OS), or `preferred` when it is free. */
export async function freePort(preferred = 0) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const { port: got } = server.address();
        server.close(() => resolve(got));
      });
    });
  return (preferred && (await tryPort(preferred))) || (await tryPort(0));
}

/** Gives a file or folder to the postgres user when we are root (the server writes there). */
function giveToServer(file) {
  if (!isRoot) return;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(file, id('-u'), id('-g'));
}

function ownedTempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  giveToServer(dir);
  return dir;
}

/** Settings for a server that lives only as long as a test run: no fsync, since nothing outlives it. */
export const THROWAWAY_SETTINGS = ['fsync=off', 'full_page_writes=off'];

/**
 * Starts a PostgreSQL server in a new temporary folder. `settings` are `name=value` pairs given with
 * -c; `replicaOf` (a running server) makes this one its streaming replica, copied with pg_basebackup -R.
 * Returns its port, its URL for `database`, and stop() (fast shutdown, folder removed).
 */
export async function startPostgres({ port: preferred = 0, settings = [], replicaOf, label = 'postgres' } = {}) {
  const bin = postgresBin();
  const root = ownedTempDir(`manara-${label}-`);
  const data = path.join(root, 'data');
  const port = await freePort(preferred);
  if (replicaOf) {
    pgRun(bin, 'pg_basebackup', [
      '-R',
      '-X',
      'stream',
      '-D',
      data,
      '-h',
      '127.0.0.1',
      '-p',
      String(replicaOf.port),
      '-U',
      'postgres',
    ]);
  } else {
    pgRun(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // Replicas copy from this server over a replication connection on loopback.
    appendFileSync(path.join(data, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
  }
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
  const log = path.join(root, 'server.log');
  writeFileSync(log, '');
  giveToServer(log);
  const start = () => pgRun(bin, 'pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
  try {
    start();
  } catch (err) {
    const tail = readFileSync(log, 'utf8').split('\n').slice(-10).join('\n');
    rmSync(root, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${err.stderr || err.message}\n${tail}`);
  }
  const server = {
    port,
    root,
    data,
    log,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** psql -c, as the owner; returns its output (unaligned, tuples only). */
    sql: (statement, database = 'postgres') =>
      pgRun(bin, 'psql', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        database,
        '-AtXq',
        '-c',
        statement,
      ]).trim(),
    /** The postmaster's process id (for kill -9). */
    pid: () => Number(pgRun(bin, 'pg_ctl', ['-D', data, 'status']).match(/PID: (\d+)/)?.[1]),
    /** Starts it again after a stop or a crash (recovery runs from the WAL). */
    start,
    stop: (mode = 'fast') => {
      try {
        pgRun(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      } catch {
        // Already stopped (or killed).
      }
    },
    remove: () => {
      server.stop('immediate');
      rmSync(root, { recursive: true, force: true });
    },
  };
  return server;
}
