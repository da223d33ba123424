// `npm run test:deploy`: the one-host deployment of docs/deploy.md, run for real on loopback. Starts
// the production server as the systemd unit does (deploy/systemd/manara.service, TRUST_PROXY=loopback,
// SITE_URL on https) and Debian's nginx in front of it with deploy/nginx/manara.conf itself (only its
// names, ports and paths swapped for a self-signed certificate made here with openssl), then checks
// what a visitor and an operator would: HTTP/2 over TLS, the redirect from http, the request id from
// nginx to the app's log, the client address the app sees, Secure cookies, compression passed
// through, and /metrics out of reach. Not part of `npm test`: it needs nginx and openssl
// (`apt-get install -y nginx openssl`). Ports DEPLOY_CHECK_PORT (3450: https), +1 (http), +2 (the app).
// `npm run test:deploy -- compression` then measures the app's compression through nginx against
// nginx's own gzip (docs/performance.md, "Behind nginx").
import { createClient } from '@libsql/client';
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, ROOT, serverEnv, serverNodeFlags } from './lib.mjs';

const base = Number(process.env.DEPLOY_CHECK_PORT ?? 3450);
const ports = { https: base, http: base + 1, app: base + 2 };
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const HOST = 'localhost';
const ORIGIN = `https://${HOST}:${ports.https}`;
const ADMIN = { email: 'deploy-admin@manara.test', password: 'deploy-admin-password' };
const METRICS_TOKEN = 'deploy-check-metrics-token-0123456789';
const measureCompression = process.argv.slice(2).includes('compression');

if (!NGINX || spawnSync('openssl', ['version']).status !== 0) {
  console.error('nginx and openssl are needed: sudo apt-get install -y nginx openssl');
  process.exit(1);
}

const dir = mkdtempSync(path.join(tmpdir(), 'manara-deploy-'));
const children = [];
const cleanUp = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

const results = [];
async function check(what, test) {
  try {
    const detail = await test();
    results.push({ what, ok: true });
    console.log(`  ✓ ${what}${detail ? `: ${detail}` : ''}`);
  } catch (err) {
    results.push({ what, ok: false });
    console.log(`  ✗ ${what}: ${err instanceof Error ? err.message : err}`);
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message);
}

// ── The unit files: valid for systemd, and starting the server as package.json's start script does.
async function checkUnits() {
  const unit = readFileSync(path.join(ROOT, 'deploy/systemd/manara.service'), 'utf8');
  const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1].split(/\s+/) ?? [];
  const flags = execStart.filter((word) => word.startsWith('--'));
  expect(
    JSON.stringify(flags) === JSON.stringify(serverNodeFlags()) && execStart.at(-1) === 'scripts/start.mjs',
    `ExecStart (${execStart.join(' ')}) differs from the start script's node ${serverNodeFlags().join(' ')} scripts/start.mjs`,
  );
  for (const [name, value] of Object.entries(serverEnv())) {
    expect(unit.includes(`Environment=${name}=${value}`), `the unit lacks Environment=${name}=${value}`);
  }
  if (spawnSync('systemd-analyze', ['--version']).status !== 0)
    return 'systemd-analyze is not installed: syntax not verified';
  const units = ['manara.service', 'manara-backup.service', 'manara-backup.timer'];
  const verify = spawnSync('systemd-analyze', ['verify', '--man=no', ...units.map((name) => `./${name}`)], {
    cwd: path.join(ROOT, 'deploy/systemd'),
    encoding: 'utf8',
  });
  const complaints = `${verify.stdout}${verify.stderr}`.trim();
  expect(verify.status === 0 && complaints === '', complaints || `systemd-analyze exited ${verify.status}`);
  return `systemd-analyze verify: ${units.join(', ')}`;
}

// ── The app, as the unit starts it.
function startApp() {
  const out = path.join(dir, 'app.log');
  const log = [];
  const child = spawn(process.execPath, [...serverNodeFlags(), 'scripts/start.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      ...serverEnv(),
      NODE_ENV: 'production',
      PORT: String(ports.app),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      SITE_URL: ORIGIN,
      PAYLOAD_SECRET: 'deploy-check-secret-not-for-production',
      MANARA_DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: `file:${path.join(dir, 'data', 'manara.db')}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      METRICS_TOKEN,
    },
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => log.push(chunk.toString()));
  children.push(child);
  return { child, log: () => log.join(''), out };
}

// ── nginx with the shipped site: only what must differ on loopback is replaced.
function nginxConfig() {
  const shipped = readFileSync(path.join(ROOT, 'deploy/nginx/manara.conf'), 'utf8');
  const swaps = [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${ports.app};`],
    [/listen \[::\]:\d+[^;]*;\n\s*/g, ''],
    [/listen 80 default_server;/g, `listen 127.0.0.1:${ports.http} default_server;`],
    [/listen 443 ssl default_server;/g, `listen 127.0.0.1:${ports.https} ssl default_server;`],
    [/listen 80;/g, `listen 127.0.0.1:${ports.http};`],
    [/listen 443 ssl http2;/g, `listen 127.0.0.1:${ports.https} ssl http2;`],
    [/server_name research\.example;/g, `server_name ${HOST};`],
    ['/etc/letsencrypt/live/research.example/fullchain.pem', path.join(dir, 'cert.pem')],
    ['/etc/letsencrypt/live/research.example/privkey.pem', path.join(dir, 'key.pem')],
    ['/var/log/nginx/manara.access.log', path.join(dir, 'access.log')],
    ['/var/log/nginx/manara.error.log', path.join(dir, 'error.log')],
  ];
  let site = shipped;
  for (const [from, to] of swaps) {
    const next = site.replace(from, to);
    if (next === site)
      throw new Error(`deploy/nginx/manara.conf no longer has ${from}: update scripts/deploy-check.mjs`);
    site = next;
  }
  writeFileSync(path.join(dir, 'manara.conf'), site);
  const temp = path.join(dir, 'nginx-temp');
  mkdirSync(temp);
  // Debian's http defaults that matter here (gzip on included: the site must switch it off itself).
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-main.log warn;
events { worker_connections 256; }
http {
  sendfile on;
  tcp_nopush on;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  gzip on;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  access_log off;
  include ${dir}/manara.conf;
}
`,
  );
  return path.join(dir, 'nginx.conf');
}

function makeCertificate() {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST}`,
      '-addext',
      `subjectAltName=DNS:${HOST},IP:127.0.0.1`,
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return readFileSync(path.join(dir, 'cert.pem'));
}

async function waitFor(test, what, ms = 150_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await test().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up within ${ms / 1000} s`);
}

/** One HTTP/1.1 request; `tls` goes through nginx's https port, else to `port` in plain http. */
function request({ tls = true, port = ports.https, method = 'GET', path: target, headers = {}, body, from, ca }) {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port,
      method,
      path: target,
      headers: { Host: `${HOST}:${port}`, ...headers },
      ...(from ? { localAddress: from } : {}),
      ...(tls ? { ca, servername: HOST } : {}),
      agent: false,
    };
    const req = (tls ? https : http).request(options, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = (body) => ({ 'Content-Type': 'application/json', Origin: ORIGIN, ...body });

async function main() {
  console.log(
    `Deployment check: nginx ${NGINX} on https ${ports.https} and http ${ports.http}, the app on ${ports.app}`,
  );
  await check('the systemd units', checkUnits);
  buildIfStale();
  const ca = makeCertificate();
  const app = startApp();
  await waitFor(
    async () => (await request({ tls: false, port: ports.app, path: '/api/health' })).status === 200,
    'the app',
  );

  const conf = nginxConfig();
  const test = spawnSync(NGINX, ['-t', '-q', '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const nginx = spawn(NGINX, ['-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(nginx);
  await waitFor(async () => (await request({ ca, path: '/api/health' })).status === 200, 'nginx');

  await check('http redirects to https; a name that is not the site gets no answer', async () => {
    const res = await request({ tls: false, port: ports.http, path: '/courses?level=Beginner' });
    expect(res.status === 301, `http answered ${res.status}`);
    expect(res.headers.location === `https://${HOST}/courses?level=Beginner`, `Location: ${res.headers.location}`);
    const stranger = await request({
      tls: false,
      port: ports.http,
      path: '/',
      headers: { Host: 'elsewhere.example' },
    }).then(
      (r) => `answered ${r.status}`,
      () => 'closed',
    );
    expect(stranger === 'closed', `a request for elsewhere.example ${stranger}`);
    return `301 to ${res.headers.location}`;
  });

  await check('HTTP/2 over TLS, with the compressed page the app made', async () => {
    const session = http2.connect(`https://127.0.0.1:${ports.https}`, { ca, servername: HOST });
    try {
      const answer = await new Promise((resolve, reject) => {
        const stream = session.request({
          ':path': '/',
          ':authority': `${HOST}:${ports.https}`,
          'accept-encoding': 'br, gzip',
        });
        let bytes = 0;
        stream.on('response', (headers) =>
          stream.on('data', (chunk) => (bytes += chunk.length)).on('end', () => resolve({ headers, bytes })),
        );
        stream.on('error', reject);
        stream.end();
      });
      expect(session.alpnProtocol === 'h2', `ALPN chose ${session.alpnProtocol}`);
      expect(answer.headers[':status'] === 200, `/ answered ${answer.headers[':status']}`);
      expect(answer.headers['content-encoding'] === 'br', `content-encoding ${answer.headers['content-encoding']}`);
      return `h2, 200, Brotli from the app, ${answer.bytes} bytes`;
    } finally {
      session.close();
    }
  });

  await check("nginx's request id reaches the app, its answer and both logs; a client's is ignored", async () => {
    const res = await request({ ca, path: '/api/courses', headers: { 'X-Request-Id': 'chosen-by-the-client' } });
    const id = res.headers['x-request-id'];
    expect(res.status === 200, `/api/courses answered ${res.status}`);
    expect(/^[0-9a-f]{32}$/.test(id ?? ''), `the answer's X-Request-Id is ${id}, not nginx's $request_id`);
    await waitFor(async () => app.log().includes(`"reqId":"${id}"`), "the app's line", 5_000);
    const line = app
      .log()
      .split('\n')
      .find((text) => text.includes(`"reqId":"${id}"`));
    const logged = JSON.parse(line);
    expect(logged.route === '/api/courses' && logged.status === 200, `the app logged ${line}`);
    await waitFor(async () => readFileSync(path.join(dir, 'access.log'), 'utf8').includes(id), "nginx's line", 5_000);
    const access = readFileSync(path.join(dir, 'access.log'), 'utf8')
      .split('\n')
      .find((text) => text.includes(id));
    expect(!/courses|token/.test(access), `nginx logged a path: ${access}`);
    return id;
  });

  await check('the app sees the client address nginx saw, whatever X-Forwarded-For the client sends', async () => {
    for (const from of ['127.0.0.2', '127.0.0.3']) {
      const res = await request({
        ca,
        from,
        method: 'POST',
        path: '/api/auth/login',
        headers: json({ 'X-Forwarded-For': '203.0.113.9' }),
        body: JSON.stringify({ email: 'nobody@manara.test', password: 'not-the-password' }),
      });
      expect(res.status === 401, `a wrong sign-in from ${from} answered ${res.status}`);
    }
    // Each attempt is counted against the client's address (the sign-in budget), as the app saw it.
    const db = createClient({ url: `file:${path.join(dir, 'data', 'manara.db')}` });
    const { rows } = await db.execute("SELECT DISTINCT key FROM rate_limit_hits WHERE bucket = 'auth' ORDER BY key");
    db.close();
    const keys = rows.map((row) => String(row.key));
    expect(JSON.stringify(keys) === JSON.stringify(['127.0.0.2', '127.0.0.3']), `the app counted ${keys.join(', ')}`);
    return keys.join(', ');
  });

  await check("session cookies are Secure over the proxy's https (and not over plain http to the app)", async () => {
    const viaProxy = await request({
      ca,
      method: 'POST',
      path: '/api/auth/login',
      headers: json(),
      body: JSON.stringify(ADMIN),
    });
    const cms = await request({
      ca,
      method: 'POST',
      path: '/cms/api/users/login',
      headers: json(),
      body: JSON.stringify(ADMIN),
    });
    const direct = await request({
      tls: false,
      port: ports.app,
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'Content-Type': 'application/json', Origin: `http://${HOST}:${ports.app}` },
      body: JSON.stringify(ADMIN),
    });
    const token = (res) =>
      (res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('payload-token=')) ?? '';
    expect(
      viaProxy.status === 200 && /;\s*Secure/i.test(token(viaProxy)),
      `/api sign-in: ${viaProxy.status} ${token(viaProxy)}`,
    );
    expect(cms.status === 200 && /;\s*Secure/i.test(token(cms)), `/cms sign-in: ${cms.status} ${token(cms)}`);
    expect(direct.status === 200 && !/;\s*Secure/i.test(token(direct)), `plain http: ${token(direct)}`);
    return 'payload-token; Secure on /api and /cms';
  });

  await check('/metrics answers the token on the app, and nothing through nginx', async () => {
    const auth = { Authorization: `Bearer ${METRICS_TOKEN}` };
    const direct = await request({ tls: false, port: ports.app, path: '/metrics', headers: auth });
    expect(
      direct.status === 200 && direct.body.includes('manara_http_request_duration_seconds'),
      `the app answered ${direct.status}`,
    );
    for (const target of ['/metrics', '/metrics/', '/%6Detrics', '/metrics?format=text', '//metrics']) {
      const res = await request({ ca, path: target, headers: auth });
      expect(res.status === 404 && !res.body.includes('manara_'), `${target} through nginx answered ${res.status}`);
      expect(res.headers['x-request-id'] === undefined, `${target} reached the app`);
    }
    return '404 from nginx for /metrics, /metrics/, /%6Detrics, /metrics?…, //metrics';
  });

  if (measureCompression) await compareCompression(ca, nginx);
  nginx.kill('SIGQUIT');
  app.child.kill('SIGTERM');
  const [code] = await new Promise((resolve) => app.child.once('exit', (...args) => resolve(args)));
  await check('the app stops cleanly on SIGTERM', async () => {
    expect(code === 0, `exit code ${code}`);
  });
}

/** What a browser asks for. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** Bytes on the wire and throughput of a few answers through nginx, as it is configured now. */
async function measureThroughNginx(ca, targets) {
  const rows = [];
  for (const target of targets) {
    const res = await request({ ca, path: target, headers: { 'Accept-Encoding': BROWSER_ENCODINGS } });
    const run = await autocannon({
      url: `https://127.0.0.1:${ports.https}${target}`,
      servername: HOST,
      headers: { host: `${HOST}:${ports.https}`, 'accept-encoding': BROWSER_ENCODINGS },
      connections: 20,
      duration: Number(process.env.DEPLOY_CHECK_SECONDS ?? 8),
    });
    rows.push({
      target,
      coding: res.headers['content-encoding'] ?? 'none',
      bytes: res.body.length,
      rps: Math.round(run.requests.average),
      p99: run.latency.p99,
      errors: run.errors + run.non2xx,
    });
  }
  return rows;
}

/**
 * The shipped site (the app compresses, nginx passes it through) against nginx compressing instead
 * (the app asked for identity, nginx's gzip at level 5 on the same types), on the same server.
 */
async function compareCompression(ca, nginx) {
  const shell = (await request({ ca, path: '/' })).body.toString();
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(shell)?.[1];
  const targets = ['/', '/courses', '/api/courses', ...(script ? [script] : [])];
  console.log('\nCompression through nginx (20 connections, https/1.1, Accept-Encoding as a browser):');
  const app = await measureThroughNginx(ca, targets);
  const site = readFileSync(path.join(dir, 'manara.conf'), 'utf8')
    .replace(
      'gzip off;',
      'gzip on; gzip_comp_level 5; gzip_proxied any; gzip_vary on; gzip_min_length 1024; ' +
        'gzip_types text/css text/javascript application/javascript application/json image/svg+xml text/plain;',
    )
    .replace('proxy_pass http://manara;', 'proxy_pass http://manara;\n        proxy_set_header Accept-Encoding "";');
  writeFileSync(path.join(dir, 'manara.conf'), site);
  nginx.kill('SIGHUP');
  await waitFor(
    async () =>
      (await request({ ca, path: '/api/courses', headers: { 'Accept-Encoding': 'gzip' } })).headers[
        'content-encoding'
      ] === 'gzip' &&
      !(await request({ ca, path: '/api/courses', headers: { 'Accept-Encoding': 'br' } })).headers['content-encoding'],
    'nginx with gzip',
    10_000,
  );
  const proxy = await measureThroughNginx(ca, targets);
  console.log('| Answer | app compresses (shipped) | nginx gzip 5 |');
  console.log('|---|---|---|');
  for (const [i, row] of app.entries()) {
    const other = proxy[i];
    const cell = (r) =>
      `${r.coding}, ${r.bytes} B, ${r.rps} req/s, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}`;
    console.log(`| ${row.target} | ${cell(row)} | ${cell(other)} |`);
  }
}

try {
  await main();
} catch (err) {
  results.push({ what: 'setting up', ok: false });
  console.error(err instanceof Error ? err.message : err);
}
const failed = results.filter((result) => !result.ok);
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
