// Check 3: load. 200 connections for 30 s on the public reads, then 200 for 30 s on a mix of reads
// and authenticated writes, with the server's memory sampled throughout. Pass: no connection
// errors or timeouts and no non-2xx answer.
import autocannon from 'autocannon';
import { registerMember, signIn } from './http.mjs';
import { ADMIN, removeDir, sampleRss, startServer, tempDir } from './processes.mjs';

const CONNECTIONS = Number(process.env.RESILIENCE_LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 30);

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

function summarise(name, result, memory) {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    name,
    rps: result.requests.average,
    total: result.requests.total,
    // autocannon counts timeouts among the errors too.
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    p99: result.latency.p99,
    p50: result.latency.p50,
    statuses,
    ...memory,
    pass: result.errors === 0 && result.non2xx === 0,
  };
}

export async function loadCheck({ seed, port }) {
  const dir = tempDir('load');
  const server = startServer({ port, dir });
  await server.ready();
  const base = server.base;
  const own = `http://127.0.0.1:${port}`;
  try {
    const admin = await signIn(port, ADMIN);
    const member = await registerMember(port, {
      email: `member-${seed}@resilience.test`,
      password: 'resilience-member-pass',
    });
    const courses = await (await fetch(`${base}/api/courses`)).json();
    const enrollments = await (
      await fetch(`${base}/api/admin/enrollments`, { headers: { cookie: admin.cookie } })
    ).json();
    const courseId = courses[0]?.id;
    const enrollmentIds = enrollments.map((e) => e.id);
    if (!courseId || enrollmentIds.length === 0) throw new Error('the seeded courses or enrollments are missing');

    const reads = [
      '/api/courses',
      '/api/services',
      '/api/portfolio',
      '/api/reviews',
      '/api/site',
      `/api/courses/${courseId}`,
      '/',
    ].map((path) => ({ method: 'GET', path }));

    let rss = sampleRss(server.pid);
    const readResult = await run({ url: base, requests: reads });
    const readMemory = rss.stop();

    let n = 0;
    const json = { 'content-type': 'application/json', origin: own };
    const writes = [
      {
        method: 'POST',
        path: '/api/reviews',
        headers: { ...json, cookie: member.cookie },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ service: 'Data Analysis', quote: `Load test review ${(n += 1)}`, rating: 4.5 }),
        }),
      },
      {
        method: 'PATCH',
        path: `/api/admin/enrollments/${enrollmentIds[0]}`,
        headers: { ...json, cookie: admin.cookie },
        setupRequest: (req) => ({
          ...req,
          path: `/api/admin/enrollments/${enrollmentIds[(n += 1) % enrollmentIds.length]}`,
          body: JSON.stringify({ progress: n % 101 }),
        }),
      },
    ];
    // Mostly reads: each connection walks 14 reads, then one review and one enrollment change.
    rss = sampleRss(server.pid);
    const mixedResult = await run({ url: base, requests: [...reads, ...reads, ...writes] });
    const mixedMemory = rss.stop();

    return {
      connections: CONNECTIONS,
      seconds: SECONDS,
      runs: [
        summarise('public reads', readResult, readMemory),
        summarise('mixed read/write', mixedResult, mixedMemory),
      ],
    };
  } finally {
    await server.stop();
    removeDir(dir);
  }
}
