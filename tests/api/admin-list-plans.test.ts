import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEEP_PAGE_OFFSET } from '../../apps/cms/src/server/api/list';
import { signIn, startTestApi, type TestApi } from '../helpers/api';

/**
 * Every list the control panel reads is read through an index (docs/decisions/041): the engine
 * explains each statement a list sends, and no plan reads a whole table, walks a whole index to
 * look up a few rows, or sorts a whole table to cut one page. A hundred times the data then costs
 * a page the same (docs/performance.md), which a test on the seed could not show by timing it.
 */

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
});
afterAll(async () => {
  await api?.close();
});

/** One statement Payload sent, with its parameters. */
interface Statement {
  sql: string;
  params: unknown[];
}

/** The part of drizzle's session every statement passes through (its `logger` is read on each query). */
interface DrizzleSession {
  session: { logger: { logQuery: (sql: string, params: unknown[]) => void } };
}

/** The SELECTs one GET sends, in order. */
async function statementsOf(path: string): Promise<Statement[]> {
  const { session } = (api.payload.db as unknown as { drizzle: DrizzleSession }).drizzle;
  const before = session.logger;
  const sent: Statement[] = [];
  session.logger = { logQuery: (sql, params) => sent.push({ sql, params }) };
  try {
    const res = await api.request.get(path).set('Cookie', admin);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  } finally {
    session.logger = before;
  }
  // The session's own reads (who is asking) are the same for every request and each by a key.
  return sent.filter(({ sql }) => /^select/i.test(sql) && !/from "users_sessions"/.test(sql));
}

/** The engine's plan of a statement, one line per step. */
async function planOf({ sql, params }: Statement): Promise<string[]> {
  if (api.engine === 'sqlite') {
    const { client } = api.payload.db as unknown as {
      client: { execute: (q: { sql: string; args: unknown[] }) => Promise<{ rows: { detail: string }[] }> };
    };
    const { rows } = await client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params });
    return rows.map((row) => String(row.detail));
  }
  const { pool } = api.payload.db as unknown as {
    pool: { connect: () => Promise<PgClient> };
  };
  const client = await pool.connect();
  try {
    // Told that reading a whole table is ruinous, PostgreSQL still does it where no index serves
    // the statement; on a test's few rows it would otherwise prefer it anyway.
    await client.query('SET enable_seqscan = off');
    const { rows } = await client.query(`EXPLAIN ${sql}`, params);
    return rows.map((row) => String(row['QUERY PLAN']));
  } finally {
    await client.query('RESET enable_seqscan');
    client.release();
  }
}

interface PgClient {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  release: () => void;
}

/**
 * What is wrong in a statement's plan, empty when nothing is. Allowed: a count walking an index
 * (it counts every row by definition), and the list's own table walked in an index's order when
 * the statement stops at a LIMIT (the page). Not allowed: a table read without an index, any other
 * index walked whole (a lookup that should seek), or every matching row sorted before the LIMIT.
 */
function faultsOf({ sql }: Statement, plan: string[]): string[] {
  const isCount = /^select count\(/i.test(sql);
  const isPage = / limit (\?|\$\d+)/i.test(sql);
  // The list's own table is the one named without an alias of its own (`from "leads" "leads"`).
  const listTable = /from "(\w+)" "\1"/.exec(sql)?.[1];
  const faults: string[] = [];
  if (api.engine === 'sqlite') {
    // A co-routine (a subquery SQLite evaluates on its own) is read with SCAN as well; it is no table.
    const coroutines = new Set(plan.flatMap((line) => /^CO-ROUTINE (\S+)/.exec(line)?.[1] ?? []));
    for (const line of plan) {
      const scan = /^SCAN (\S+)(?: USING (COVERING )?INDEX \S+)?/.exec(line);
      if (scan) {
        const [, table, covering] = scan;
        const usesIndex = line.includes(' INDEX ');
        const allowed =
          (!usesIndex && coroutines.has(table!)) ||
          (usesIndex && covering !== undefined && isCount) ||
          (usesIndex && table === listTable && isPage);
        if (!allowed) faults.push(line);
      }
      if (isPage && line === 'USE TEMP B-TREE FOR ORDER BY') faults.push(line);
    }
    return faults;
  }
  // PostgreSQL: a node and the lines under it (`Index Cond:`, `Filter:`) until the next node.
  plan.forEach((line, i) => {
    if (/Seq Scan on (\S+)/.test(line)) faults.push(line.trim());
    const walk = /(?:Index Scan(?: Backward)?|Index Only Scan) using \S+ on (\S+)/.exec(line);
    if (!walk) return;
    const details = [];
    for (let j = i + 1; j < plan.length && !plan[j]!.includes('->'); j += 1) details.push(plan[j]!);
    const seeks = details.some((detail) => /Index Cond:/.test(detail));
    if (!seeks && !isCount && !(walk[1] === listTable && isPage)) faults.push(line.trim());
  });
  // Whether a page sorts its matching rows or walks an index in order, PostgreSQL decides by its
  // statistics, which a test's few rows do not represent (it sorts two rows rather than walk an
  // index): the order is checked on SQLite, whose planner (no statistics gathered) goes by the schema.
  return faults;
}

/**
 * The control panel's lists as its screens ask for them (a page of 10) and with each filter it
 * offers. The Inbox's text search (`?q=`) is not here: `like '%…%'` in a name or an e-mail cannot
 * be answered by a b-tree index on either engine, so it reads every lead (decision 041).
 */
const LISTS = [
  '/api/projects?limit=10&page=2',
  '/api/admin/reviews?limit=10&page=2',
  '/api/admin/reviews?status=pending&limit=500',
  '/api/admin/reviews?status=approved&limit=10',
  '/api/admin/users?limit=10',
  '/api/admin/enrollments?limit=10',
  '/api/admin/service-requests?limit=10',
  '/api/admin/project-submissions?limit=10',
  '/api/admin/project-submissions?status=submitted&limit=10',
  '/api/admin/leads?limit=10',
  '/api/admin/leads?status=new&limit=10',
  '/api/admin/leads?kind=quote&limit=10',
  '/api/admin/leads?kind=quote&status=new&limit=10',
  '/api/admin/summary',
];

describe('the control panel reads every list through an index', () => {
  it.each(LISTS)('%s', async (path) => {
    const statements = await statementsOf(path);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const plan = await planOf(statement);
      expect(faultsOf(statement, plan), `${statement.sql}\n${plan.join('\n')}`).toEqual([]);
    }
  });
});

/**
 * Deep in a list (past DEEP_PAGE_OFFSET rows) a page is read as its ids first and then its documents
 * by id (docs/decisions/046): the page must be the same members, in the list's order, with their
 * tallies, as the one-step read would give. The members are dated oldest first by id, so a second
 * step that lost the list's order (newest first) would give the page backwards.
 */
describe('a page deep in a control-panel list', () => {
  const MEMBERS = DEEP_PAGE_OFFSET + 30;
  const MINUTE = 60_000;
  /** Member i is dated i minutes after this: the newest a few minutes before the seeded accounts. */
  const start = Date.now() - (MEMBERS + 10) * MINUTE;

  beforeAll(async () => {
    const { docs } = await api.payload.find({ collection: 'users', limit: 1, depth: 0 });
    const { country, plan } = docs[0]!;
    const { drizzle, tables } = api.payload.db as unknown as {
      drizzle: { insert: (table: unknown) => { values: (rows: object[]) => Promise<unknown> } };
      tables: Record<string, unknown>;
    };
    const rows = Array.from({ length: MEMBERS }, (_, i) => ({
      name: `Deep member ${i}`,
      email: `deep-member-${i}@manara.local`,
      role: 'member',
      country,
      plan,
      createdAt: new Date(start + i * MINUTE).toISOString(),
      updatedAt: new Date(start + i * MINUTE).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 100) await drizzle.insert(tables.users).values(rows.slice(i, i + 100));
  });

  it('is the same members, newest first, with their tallies and the total', async () => {
    const total = (await api.payload.count({ collection: 'users' })).totalDocs;
    const newestDeep = new Date(start + (MEMBERS - 1) * MINUTE).toISOString();
    // The seeded accounts made after the deep members' dates come first.
    const { totalDocs: newer } = await api.payload.count({
      collection: 'users',
      where: { createdAt: { greater_than: newestDeep } },
    });
    const page = DEEP_PAGE_OFFSET / 10 + 2; // rows 1,010–1,019
    const res = await api.request.get(`/api/admin/users?limit=10&page=${page}`).set('Cookie', admin);
    expect(res.status).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(total);
    const newestFirst = (row: number) => `deep-member-${MEMBERS - 1 - (row - newer)}@manara.local`;
    const rows = Array.from({ length: 10 }, (_, i) => (page - 1) * 10 + i);
    expect(res.body.map((user: { email: string }) => user.email)).toEqual(rows.map(newestFirst));
    expect(res.body[0].stats).toEqual({ enrollments: 0, serviceRequests: 0, reviews: 0 });
  });

  it('past the end is an empty page with the real total', async () => {
    const res = await api.request.get('/api/admin/users?limit=10&page=500').set('Cookie', admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(MEMBERS);
  });
});
