// Check 1: malformed requests to every write endpoint of /api and /cms/api, as anonymous, member and
// admin. Pass: no 5xx and no connection dropped without an answer.
import { copyFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildCase } from './fuzz-cases.mjs';
import { TARGETS } from './fuzz-targets.mjs';
import { parseJson, registerMember, request, signIn } from './http.mjs';
import { prng } from './prng.mjs';
import { ROOT } from '../lib.mjs';
import { ADMIN, removeDir, startServer, tempDir } from './processes.mjs';
import { serverErrors } from './server-log.mjs';

const CONCURRENCY = 8;
const SESSION_CHECK_EVERY = 250;

/** Some of the pages whose copy editors write (the contracts' PAGE_SLUGS). */
const PAGE_SLUGS = ['home', 'about', 'pricing', 'research-services'];

/** Real ids per pool, so part of the requests reach a handler's deeper paths; never our own accounts. */
async function collectIds(port, cookie, own) {
  const docsOf = async (path) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
    return res.ok ? ((await res.json()).docs ?? []) : [];
  };
  const list = async (path) => (await docsOf(path)).map((doc) => String(doc.id)).filter((id) => !own.includes(id));
  const media = await docsOf('/cms/api/media?limit=5&depth=0');
  const certificates = await docsOf('/cms/api/certificates?limit=5&depth=0');
  const pool = {
    courses: await list('/cms/api/courses?limit=5&depth=0'),
    projects: await list('/cms/api/projects?limit=5&depth=0'),
    reviews: await list('/cms/api/reviews?limit=5&depth=0'),
    services: await list('/cms/api/services?limit=5&depth=0'),
    enrollments: await list('/cms/api/enrollments?limit=5&depth=0'),
    'service-requests': await list('/cms/api/service-requests?limit=5&depth=0'),
    'request-events': await list('/cms/api/request-events?limit=5&depth=0'),
    'request-messages': await list('/cms/api/request-messages?limit=5&depth=0'),
    'request-files': await list('/cms/api/request-files?limit=5&depth=0'),
    notifications: await list('/cms/api/notifications?limit=5&depth=0'),
    users: await list('/cms/api/users?limit=5&depth=0'),
    leads: await list('/cms/api/leads?limit=5&depth=0'),
    subscribers: await list('/cms/api/subscribers?limit=5&depth=0'),
    'assessment-attempts': await list('/cms/api/assessment-attempts?limit=5&depth=0'),
    'project-submissions': await list('/cms/api/project-submissions?limit=5&depth=0'),
    certificates: certificates.map((doc) => String(doc.id)),
    media: media.map((doc) => String(doc.id)),
    journals: await list('/cms/api/journals?limit=5&depth=0'),
    // A verification code of the right shape that names nothing, and the real ones.
    codes: ['MNR-ABCD-EFGH', ...certificates.map((doc) => doc.code)],
    files: [
      'missing.png',
      ...media.flatMap((doc) => [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s.filename)]),
    ],
    pageSlugs: PAGE_SLUGS,
    pageGlobals: [...PAGE_SLUGS.map((slug) => `${slug}-page`), 'site-settings'],
    locked: ['1', '2'],
    preferences: ['courses-list', 'nav', 'users-list'],
  };
  for (const [name, ids] of Object.entries(pool)) pool[name] = ids.filter(Boolean);
  return pool;
}

/** The seed's case `i`, independent of the order in which the workers take them. */
const WEIGHTED = TARGETS.flatMap((t) => Array.from({ length: t.weight }, () => t));

function caseAt(seed, i, ids, port) {
  // Round-robin over the targets, so every endpoint gets its share whatever the count.
  const target = WEIGHTED[i % WEIGHTED.length];
  const rng = prng((seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0);
  return buildCase({ rng, target, ids, port, n: `${seed}-${i}` });
}

function classOf(res) {
  return res.status ? `${Math.floor(res.status / 100)}xx` : 'dropped';
}

export async function fuzz({ seed, port }) {
  const count = Number(process.env.RESILIENCE_FUZZ_REQUESTS ?? 4000);
  const started = Date.now();
  const dir = tempDir('fuzz');
  let server = startServer({ port, dir });
  await server.ready();

  const memberAccount = { email: `member-${seed}@resilience.test`, password: 'resilience-member-pass' };
  const admin = await signIn(port, ADMIN);
  const member = await registerMember(port, memberAccount);
  const accounts = { admin: ADMIN, member: memberAccount };
  const cookies = { admin: admin.cookie, member: member.cookie };
  const ids = await collectIds(port, admin.cookie, [String(admin.user.id), String(member.user.id)]);

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const counts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, dropped: 0 };
  const perTarget = new Map();
  const perMutation = new Map();
  const failures = [];
  const crashes = [];
  let relogins = 0;
  let next = 0;
  let done = 0;
  let restarting;

  async function keepSessions() {
    for (const role of ['admin', 'member']) {
      const me = await request({ port, path: '/api/auth/me', headers: { cookie: cookies[role] } });
      // Signed out answers 200 { user: null } too: only a user in the answer means the session holds.
      if (me.status === 200 && parseJson(me.sample)?.user) continue;
      relogins += 1;
      cookies[role] = (await signIn(port, accounts[role])).cookie;
    }
  }

  /** The server died under the fuzzer: note it, start it again on the same file, carry on. */
  async function restart(atCase) {
    crashes.push({ atCase, exit: await server.exited, log: server.readLog().split('\n').slice(-15).join('\n') });
    server = startServer({ port, dir });
    await server.ready();
    cookies.admin = (await signIn(port, ADMIN)).cookie;
    cookies.member = (await signIn(port, memberAccount)).cookie;
  }

  async function send(c) {
    const headers = { ...c.headers };
    if (c.role === 'admin' || c.role === 'member') {
      // Signing out would end the fuzzer's own session; those requests get a throwaway one.
      const target = TARGETS.find((t) => t.path === c.template && t.method === c.method);
      headers.cookie = target?.endsSession ? (await signIn(port, accounts[c.role])).cookie : cookies[c.role];
    }
    return request({ port, method: c.method, path: c.path, headers, body: c.body, agent });
  }

  async function worker() {
    while (next < count) {
      const i = next++;
      if (restarting) await restarting;
      const c = caseAt(seed, i, ids, port);
      let res;
      try {
        res = await send(c);
      } catch (err) {
        res = { error: `fuzzer: ${err.message}` };
      }
      const kind = classOf(res);
      counts[kind] += 1;
      const key = `${c.method} ${c.template}`;
      const stats = perTarget.get(key) ?? { sent: 0, '5xx': 0, dropped: 0 };
      stats.sent += 1;
      if (kind === '5xx' || kind === 'dropped') {
        stats[kind] += 1;
        failures.push({ ...c, body: undefined, status: res.status, error: res.error, sample: res.sample, ms: res.ms });
      }
      perTarget.set(key, stats);
      const timing = perMutation.get(c.mutation) ?? { sent: 0, ms: 0 };
      timing.sent += 1;
      timing.ms += res.ms ?? 0;
      perMutation.set(c.mutation, timing);
      if (res.error && server.child.exitCode !== null && !restarting) {
        restarting = restart(i).finally(() => (restarting = undefined));
      }
      const finished = (done += 1);
      if (finished % 1000 === 0) console.log(`  fuzz: ${finished}/${count}`);
      if (finished % SESSION_CHECK_EVERY === 0 && !restarting) await keepSessions();
    }
  }

  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (restarting) await restarting;
  } finally {
    agent.destroy();
  }
  const logErrors = serverErrors(server.readLog());
  await server.stop();
  const pass = counts['5xx'] === 0 && counts.dropped === 0 && crashes.length === 0;
  // The server's request lines say what it answered to a request the client saw dropped.
  const keptLog = pass ? undefined : path.join(ROOT, 'test-results', 'resilience', `fuzz-seed-${seed}.log`);
  if (keptLog) {
    mkdirSync(path.dirname(keptLog), { recursive: true });
    copyFileSync(server.logFile, keptLog);
  }
  removeDir(dir);
  return {
    count,
    seconds: (Date.now() - started) / 1000,
    counts,
    perTarget,
    perMutation,
    failures,
    crashes,
    relogins,
    logErrors,
    keptLog,
    pass,
  };
}
