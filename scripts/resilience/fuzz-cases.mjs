// The malformations: each turns a target and a seeded generator into one concrete request. Every
// case is built from its own index and the run's seed, so a run can be repeated request by request.
import { gzipSync } from 'node:zlib';
import { SAMPLES } from './fuzz-targets.mjs';

/** The parameters of a target's path (`/api/courses/:id`, `/api/certificates/:code`, …). */
export const PATH_PARAM = /:(id|key|code|slug|filename)/;

/** The limits the contract and Payload state; "over-limit" bodies are one byte past them. */
export const API_BODY_LIMIT = 100 * 1024;
export const CMS_BODY_LIMIT = 1024 * 1024;

const WRONG_TYPES = [
  123,
  -1,
  1.5,
  0,
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  ['a', { b: 1 }],
  { $gt: '' },
  { equals: 1 },
  '',
  ' ',
  'string',
  '2025-13-45',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
];
const HUGE_NUMBERS = [2 ** 53, 2 ** 53 + 2, 1e308, -1e308, -1, -0, 5e-324, 'NaN', 'Infinity', '-Infinity', '1e309'];
// Written into the JSON text as is: JSON.parse turns 1e999 into Infinity, the long one loses precision.
const RAW_NUMBERS = ['1e999', '-1e999', '123456789012345678901234567890', '0.0000000000000000000000000000001', '-0'];
const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0646\u0627\u0631\u0629',
  '😀'.repeat(500),
  '\r\n\r\nX-Injected: 1',
  '{{7*7}}',
  '${process.exit()}',
  '%s%s%s%n',
];
export const ODD_IDS = [
  'abc',
  '012',
  '0x1',
  '-1',
  '0',
  '1.5',
  '1e3',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'toString',
  '99999999999999999999',
  '9007199254740993',
  '507f1f77bcf86cd799439011',
  'a'.repeat(300),
  '%20',
  '1%00',
  "1'",
  '1%27%20OR%201=1',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
];
const BAD_ESCAPES = ['%E0%A4%A', '%', '%%', '%zz', '%C0%AF', '%ED%A0%80', '%FF%FE', '%E0%A4'];
const ODD_QUERIES = [
  'page=99999999999999999999',
  'page=-1',
  'page=0',
  'page=NaN',
  'page=1e400',
  'limit=-1',
  'limit=0',
  'limit=1e308',
  'limit=abc',
  'limit[]=1',
  'depth=1000',
  'depth=-1',
  'depth=abc',
  'sort=-nonexistent',
  'sort=__proto__',
  'sort[]=a&sort[]=b',
  'status=all&limit=NaN&page=1e400',
  'status[]=all',
  'where[hash][exists]=true',
  'where[sessions][exists]=true',
  'where[id][greater_than]=-1e400',
  'select[title]=true&select[nonexistent]=true',
  'populate[x]=y',
  'joins[x][limit]=-1',
  'locale=xx',
  'fallback-locale=zz',
  'draft=maybe',
  'trash=true',
  'pagination=false&limit=100000',
  '%E0%A4%A=1',
  'q=%E0%A4%A',
  `a=${'x'.repeat(8000)}`,
  'a=1&'.repeat(2000),
  '__proto__[role]=admin&constructor[prototype][role]=admin',
];
/** Bulk PATCH/DELETE run on whatever `where` selects: only filters that are malformed or match nothing. */
const BAD_WHERE = [
  'where[id][equals]=abc',
  'where[id][in]=abc,%00,-1',
  'where[id][equals]=99999999999999999999',
  'where[or][0][and]=x',
  'where=garbage',
  'where[]=1',
  'where[__proto__][polluted]=1',
  'where[constructor][prototype][x]=1',
  'where[title][near]=1,2,3',
  'where[title][like][like]=x',
  'where[a][b][c][d][e][f][g][h][i][j][k][l][m]=1',
  'where[createdAt][greater_than]=notadate',
  'where[year][equals]=1e308',
  'where[rating][greater_than_equal]=NaN',
  'where[user.email][equals]=nobody@fuzz.test',
  'where[password][equals]=x',
  'where[id][nonexistent_operator]=1',
  'where[nonexistent_field][equals]=1',
  'where[or]=1',
  'where[and][0][or][0][id][equals]=abc',
];

const json = (value) => ({ type: 'application/json', body: Buffer.from(JSON.stringify(value)) });

/** The body's sample with some of its fields (or an added one) set from `values`. */
function breakFields(rng, sample, values) {
  const out = { ...sample };
  const keys = Object.keys(out);
  if (keys.length === 0 || rng.chance(0.15)) keys.push(rng.pick(['id', 'title', 'status', 'extra']));
  const count = rng.int(1, keys.length);
  for (let i = 0; i < count; i += 1) out[rng.pick(keys)] = rng.pick(values);
  return out;
}

function nested(depth, array) {
  return array ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

function multipart(rng, sample) {
  const b = `----fuzz${rng.int(0, 1e9)}`;
  const part = (name, value, extra = '') =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
  const variants = [
    [`multipart/form-data; boundary=${b}`, 'no boundary markers at all'],
    ['multipart/form-data', part('_payload', JSON.stringify(sample)) + `--${b}--\r\n`],
    [`multipart/form-data; boundary=${b}`, part('_payload', '{"title": ')],
    [`multipart/form-data; boundary=${b}`, part('_payload', '{broken json') + `--${b}--\r\n`],
    [`multipart/form-data; boundary=${b}`, part('_payload', JSON.stringify(sample)) + `--${b}--\r\n`],
    [
      `multipart/form-data; boundary=${b}`,
      part('_payload', JSON.stringify(sample)) +
        part('file', rng.bytes(1024).toString('latin1'), '; filename="x.bin"') +
        `--${b}--\r\n`,
    ],
    [`multipart/form-data; boundary=${b}`, `--${b}\r\nGarbage-Header\r\n\r\nvalue\r\n--${b}--\r\n`],
    [`multipart/form-data; boundary="${'x'.repeat(300)}"`, part('title', 'x')],
    [`multipart/form-data; boundary=${b}`, part('title[__proto__][role]', 'admin') + `--${b}--\r\n`],
  ];
  const [type, text] = rng.pick(variants);
  return { type, body: Buffer.from(text, 'latin1') };
}

function encodedGarbage(rng, sample) {
  const encoding = rng.pick(['gzip', 'deflate', 'br', 'gzip, deflate', 'x-garbage', 'zstd', 'GZIP']);
  const variants = [
    () => rng.bytes(rng.int(1, 2000)),
    // A real gzip header with the stream cut short.
    () => gzipSync(JSON.stringify(sample)).subarray(0, rng.int(10, 20)),
    // 8 MB of spaces in 8 kB: the inflated size must hit the limit, not the memory.
    () => gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20)),
  ];
  return { type: 'application/json', encoding, body: rng.pick(variants)() };
}

/**
 * Each malformation returns { type?, encoding?, body?, path?, query?, headers? } overrides for the
 * request: `path` replaces the path, `query` is added to the query string (a bulk write's where stays).
 */
const MUTATIONS = {
  'wrong-types': (rng, c) => json(breakFields(rng, c.sample, WRONG_TYPES)),
  'huge-numbers': (rng, c) => {
    const broken = breakFields(rng, c.sample, HUGE_NUMBERS);
    if (rng.chance(0.5)) return json(broken);
    const key = rng.pick(Object.keys(broken));
    const text = JSON.stringify({ ...broken, [key]: '__RAW__' }).replace('"__RAW__"', rng.pick(RAW_NUMBERS));
    return { type: 'application/json', body: Buffer.from(text) };
  },
  'huge-array': (rng, c) => {
    const item = rng.pick(['tag', 1, { title: 'M', lessons: ['L'] }, { city: 'X' }, '']);
    const big = Array.from({ length: 10_000 }, () => item);
    if (rng.chance(0.2)) return json(big);
    const key = rng.pick([
      'tags',
      'features',
      'offices',
      'modules',
      'numbersBand',
      'lessons',
      ...Object.keys(c.sample),
    ]);
    return json({ ...c.sample, [key]: big });
  },
  'deep-nesting': (rng, c) => {
    const depth = rng.int(1_000, 15_000);
    const key = rng.pick(Object.keys(c.sample).concat('title'));
    const text = JSON.stringify({ ...c.sample, [key]: '__RAW__' }).replace('"__RAW__"', nested(depth, rng.chance(0.5)));
    return { type: 'application/json', body: Buffer.from(text) };
  },
  'long-string': (rng, c) => {
    const limit = c.cms ? 200_000 : API_BODY_LIMIT - 2_000;
    return json(breakFields(rng, c.sample, ['x'.repeat(rng.int(1_000, limit)), '\u0645'.repeat(rng.int(100, 30_000))]));
  },
  'odd-strings': (rng, c) => json(breakFields(rng, c.sample, ODD_STRINGS)),
  'invalid-json': (rng) => ({
    type: 'application/json',
    body: Buffer.from(
      rng.pick([
        '{"title":',
        "{'title': 1}",
        '[1, 2,',
        'nul',
        '{"a":1}garbage',
        '{"a":1,}',
        '{"a":"\\u12"}',
        '\ufeff{"a":1}',
        '{"a":NaN}',
        '{"a":undefined}',
        '}{',
        '"unterminated',
      ]),
    ),
  }),
  'wrong-content-type': (rng, c) => {
    const type = rng.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'text/html',
      'application/octet-stream',
      'application/json; charset=utf-16',
      'application/json; charset=bogus',
      'application/json;;;',
      'application/json, text/plain',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/merge-patch+json',
      'multipart/mixed',
      'no-slash',
      undefined,
    ]);
    const body =
      type === 'application/x-www-form-urlencoded'
        ? 'a[b][c][d][e][f][g][h][i][j][k]=1&__proto__[x]=1&title[]=1&title[0][1]=2&email=%E0%A4%A'
        : JSON.stringify(c.sample);
    return { type, body: Buffer.from(body) };
  },
  'encoded-garbage': (rng, c) => encodedGarbage(rng, c.sample),
  multipart: (rng, c) => multipart(rng, c.sample),
  'over-limit': (_rng, c) => {
    const size = (c.cms ? CMS_BODY_LIMIT : API_BODY_LIMIT) + 1;
    const head = '{"title":"';
    return {
      type: 'application/json',
      body: Buffer.from(head + 'x'.repeat(size - head.length - 2) + '"}'),
    };
  },
  'proto-pollution': (rng, c) => {
    const text = rng.pick([
      '{"__proto__":{"role":"admin","isAdmin":true,"overrideAccess":true}}',
      '{"constructor":{"prototype":{"role":"admin"}}}',
      `{"__proto__":{"toString":1},"title":"x"}`,
      `{"title":{"__proto__":{"length":-1}}}`,
    ]);
    const merged = { ...c.sample, ...JSON.parse(text) };
    return {
      type: 'application/json',
      body: Buffer.from(rng.chance(0.5) ? text : JSON.stringify(merged)),
      query: rng.chance(0.3) ? '__proto__[role]=admin&constructor[prototype][role]=admin' : undefined,
    };
  },
  'scalar-body': (rng) => ({
    type: rng.pick(['application/json', 'application/json; charset=utf-8']),
    body: Buffer.from(rng.pick(['null', '"x"', '123', 'true', '[]', '[{}]', '', '  ', '{}', '0', '-'])),
  }),
  'odd-id': (rng, c) => ({ ...json(c.sample), path: c.template.replace(PATH_PARAM, rng.pick(ODD_IDS)) }),
  'odd-query': (rng, c) => ({
    ...json(c.sample),
    query: rng.pick(c.target.bulk ? BAD_WHERE : [...ODD_QUERIES, ...BAD_WHERE]),
  }),
  'bad-escape': (rng, c) => {
    const escape = rng.pick(BAD_ESCAPES);
    if (c.template.includes(':')) return { ...json(c.sample), path: c.template.replace(PATH_PARAM, escape) };
    if (rng.chance(0.3)) return { ...json(c.sample), query: `q=${escape}` };
    return { ...json(c.sample), path: rng.pick([`${c.path}/${escape}`, c.path.replace(/\/[^/]*$/, `/${escape}`)]) };
  },
  'odd-headers': (rng, c) => {
    const forged = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      '{"id":1,"collection":"users","email":"admin@resilience.test","sid":"x"}',
    ).toString('base64url')}.`;
    const headers = rng.pick([
      { cookie: 'payload-token=garbage' },
      { cookie: `payload-token=${forged}` },
      { cookie: `payload-token=${'a'.repeat(6000)}` },
      { cookie: 'payload-token=a; payload-token=b; payload-token=%E0%A4%A' },
      { authorization: `JWT ${forged}` },
      { authorization: 'users API-Key garbage' },
      { authorization: 'Bearer ' },
      { accept: '*/*;q=garbage', 'accept-language': 'xx-;q=-1,,,' },
      { 'if-none-match': '*', 'if-modified-since': 'not a date' },
      { range: 'bytes=999999999-1' },
      { 'x-http-method-override': 'DELETE', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
    ]);
    return { ...json(c.sample), headers, dropRole: 'cookie' in headers || 'authorization' in headers };
  },
};

export const MUTATION_NAMES = Object.keys(MUTATIONS);

/**
 * One request: `target` from fuzz-targets, `ids` pools of real ids, `rng` the case's own generator.
 * Returns { mutation, method, path, template, headers, body, role }.
 */
export function buildCase({ rng, target, ids, port, n }) {
  const cms = target.path.startsWith('/cms/');
  const pool = ids[target.ids] ?? [];
  const id = pool.length && rng.chance(0.7) ? rng.pick(pool) : rng.pick(ODD_IDS);
  const path = target.path.replace(PATH_PARAM, id);
  const sample = SAMPLES[target.body ?? 'empty'](n);
  // Bulk writes always carry a (malformed) where: Payload answers 400 without one, which tests less.
  const where = target.bulk ? rng.pick(BAD_WHERE) : undefined;
  const context = { sample, path, template: target.path, target, cms };
  const mutation = rng.pick(MUTATION_NAMES);
  const made = MUTATIONS[mutation](rng, context);

  const headers = { ...made.headers };
  if (made.type !== undefined) headers['content-type'] = made.type;
  if (made.encoding) headers['content-encoding'] = made.encoding;
  const body = made.body;
  // Mostly a declared length, sometimes chunked: both reach the body parsers differently. Chunked is
  // said outright: for GET and DELETE Node's client would otherwise send the bytes unframed, and the
  // server would rightly read them as a malformed next request (400, connection closed).
  if (body !== undefined) {
    if (rng.chance(0.9)) headers['content-length'] = String(body.length);
    else headers['transfer-encoding'] = 'chunked';
  }
  if (target.method !== 'GET') {
    const roll = rng.next();
    const own = `http://127.0.0.1:${port}`;
    if (roll < 0.85) headers.origin = own;
    else if (roll < 0.9) headers.referer = `${own}/admin`;
    else if (roll < 0.95)
      headers.origin = rng.pick(['http://evil.example', 'null', 'not a url', `https://127.0.0.1:${port}`]);
    // else: neither header
  }
  const role = made.dropRole ? 'forged' : rng.pick(['anonymous', 'member', 'admin']);
  const query = [where, made.query].filter(Boolean).join('&');
  const fullPath = (made.path ?? path) + (query ? `?${query}` : '');
  return { mutation, method: target.method, path: fullPath, template: target.path, headers, body, role };
}
