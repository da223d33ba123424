// Check 2: durability under kill -9. Writers record every write the server acknowledged (2xx), the
// server process is killed mid-stream, restarted on the same file, three times; then every
// acknowledged write must be in the file and SQLite's integrity check must say "ok".
import { createClient } from '@libsql/client';
import path from 'node:path';
import { jsonRequest, parseJson, registerMember, signIn } from './http.mjs';
import { prng } from './prng.mjs';
import { ADMIN, removeDir, startServer, tempDir } from './processes.mjs';

const ROUNDS = 3;
const ADMIN_WRITERS = 3;
const MEMBER_WRITERS = 2;

/** Writes as fast as the server answers until it stops answering; returns what was acknowledged. */
async function writer({ port, cookie, kind, tag, state }) {
  const acked = [];
  for (let i = 0; !state.killed; i += 1) {
    const marker = `${tag}-${i}`;
    const res =
      kind === 'project'
        ? await jsonRequest({
            port,
            path: '/api/projects',
            cookie,
            data: { title: marker, domain: 'Durability', summary: 'Written under kill -9.', year: 2026, tags: ['k9'] },
          })
        : await jsonRequest({
            port,
            path: '/api/reviews',
            cookie,
            data: { service: 'Data Analysis', quote: marker, rating: 5 },
          });
    if (res.error) break;
    if (res.status >= 200 && res.status < 300) {
      acked.push({ kind, marker, id: String(parseJson(res.sample)?.id) });
    } else {
      state.rejected[res.status] = (state.rejected[res.status] ?? 0) + 1;
    }
  }
  return acked;
}

async function missingFrom(dbFile, acked) {
  const db = createClient({ url: `file:${dbFile}` });
  try {
    const rows = async (sql) => (await db.execute(sql)).rows;
    const projects = new Map((await rows('SELECT id, title FROM projects')).map((r) => [String(r.id), r.title]));
    const reviews = new Map((await rows('SELECT id, quote FROM reviews')).map((r) => [String(r.id), r.quote]));
    const missing = acked.filter((w) => (w.kind === 'project' ? projects : reviews).get(w.id) !== w.marker);
    const integrity = (await rows('PRAGMA integrity_check')).map((r) => Object.values(r)[0]).join('; ');
    const journalMode = String(Object.values((await rows('PRAGMA journal_mode'))[0] ?? {})[0]);
    return { missing, integrity, journalMode };
  } finally {
    db.close();
  }
}

export async function killCheck({ seed, port }) {
  const rng = prng((seed ^ 0x6b696c6c) >>> 0);
  const dir = tempDir('kill');
  const dbFile = path.join(dir, 'resilience.db');
  const member = { email: `member-${seed}@resilience.test`, password: 'resilience-member-pass' };
  const acked = [];
  const rounds = [];

  for (let round = 1; round <= ROUNDS; round += 1) {
    const server = startServer({ port, dir });
    const startedAt = Date.now();
    await server.ready();
    const startMs = Date.now() - startedAt;
    const admin = await signIn(port, ADMIN);
    const memberSession = round === 1 ? await registerMember(port, member) : await signIn(port, member);

    const state = { killed: false, rejected: {} };
    const killAfterMs = rng.int(1000, 3000);
    const tag = `k9-${seed}-r${round}`;
    const writers = [
      ...Array.from({ length: ADMIN_WRITERS }, (_, w) =>
        writer({ port, cookie: admin.cookie, kind: 'project', tag: `${tag}-p${w}`, state }),
      ),
      ...Array.from({ length: MEMBER_WRITERS }, (_, w) =>
        writer({ port, cookie: memberSession.cookie, kind: 'review', tag: `${tag}-q${w}`, state }),
      ),
    ];
    await new Promise((r) => setTimeout(r, killAfterMs));
    // The server runs in this process (serve.mjs), so this is the process holding the database.
    process.kill(server.pid, 'SIGKILL');
    state.killed = true;
    const exit = await server.exited;
    const written = (await Promise.all(writers)).flat();
    acked.push(...written);
    rounds.push({ round, startMs, killAfterMs, acked: written.length, rejected: state.rejected, signal: exit.signal });
  }

  // The server must come back on the file the last kill left behind, then stop cleanly.
  const last = startServer({ port, dir });
  const restartedAt = Date.now();
  await last.ready();
  const recoveryMs = Date.now() - restartedAt;
  await last.stop();

  const db = await missingFrom(dbFile, acked);
  removeDir(dir);
  const rejected = rounds.reduce((n, r) => n + Object.values(r.rejected).reduce((a, b) => a + b, 0), 0);
  return {
    rounds,
    acked: acked.length,
    rejected,
    recoveryMs,
    ...db,
    // Refused writes are reported, not failed: losing an acknowledged one is what this check is about.
    pass: db.missing.length === 0 && db.integrity === 'ok',
  };
}
