// The bench's database (BENCH_DATABASE=sqlite, the default, or postgres): where the server it starts
// keeps its data, and the rows its growth part writes beside that server. What those rows are is
// described once (bulkInserts); each engine gives only its SQL for a series of numbers, a time in the
// past and a value of an enum column, and its client.
import path from 'node:path';
import { startPostgres } from './postgres.mjs';

export const ENGINES = ['sqlite', 'postgres'];

/** The parts of SQL that differ: every statement of bulkInserts is written with these. */
const DIALECTS = {
  sqlite: {
    /** `n(i)`, i from 1 to `count`, as a CTE to select from. */
    numbers: (count) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${Number(count)})`,
    /** `minutes` before now, in Payload's text format for SQLite's dates. */
    minutesAgo: (minutes) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${minutes}) || ' minutes')`,
    /** A text value for an enum column: SQLite keeps enums as text. */
    asEnum: (expr) => expr,
  },
  postgres: {
    numbers: (count) => `WITH n(i) AS (SELECT generate_series(1, ${Number(count)}))`,
    minutesAgo: (minutes) => `now() - (${minutes}) * interval '1 minute'`,
    // A CASE of text literals is text, and PostgreSQL casts text to an enum only when told; the type
    // is named as Payload's drizzle schema names it (apps/cms/src/migrations-postgres).
    asEnum: (expr, table, column) => `(${expr})::"enum_${table}_${column}"`,
  },
};

/**
 * Starts what `engine` needs in `dir` (a throwaway PostgreSQL server, removed by remove(); SQLite
 * needs nothing) and answers { label, url(name), open(name), remove() }: url gives a server the
 * database `name` (a file in `dir`, or a database created on the PostgreSQL server), open gives the
 * bench its own client on it.
 */
export async function benchDatabase(engine, dir) {
  if (engine === 'sqlite') {
    const file = (name) => path.join(dir, `${name}.db`);
    return {
      label: 'SQLite',
      url: (name) => `file:${file(name)}`,
      open: (name) => openSqlite(file(name)),
      remove() {},
    };
  }
  // Default settings, fsync included: the server's writes cost what they would in production.
  const server = await startPostgres({ label: 'bench-postgres' });
  const created = new Set();
  const url = (name) => {
    if (!created.has(name)) server.sql(`CREATE DATABASE ${name}`);
    created.add(name);
    return server.url(name);
  };
  return {
    label: `PostgreSQL (port ${server.port})`,
    url,
    open: (name) => openPostgres(url(name)),
    remove: () => server.remove(),
  };
}

/**
 * The server's SQLite file opened beside the server: WAL lets the server go on reading, the busy
 * timeout makes either writer wait for the other.
 */
async function openSqlite(file) {
  const { createClient } = await import('@libsql/client');
  const db = createClient({ url: `file:${file}` });
  await db.execute('PRAGMA busy_timeout = 30000');
  return {
    dialect: DIALECTS.sqlite,
    first: async (sql, args = []) => (await db.execute({ sql, args })).rows[0],
    transaction: (statements) => db.batch(statements, 'write'),
    // Nothing to refresh: SQLite plans without statistics here, the server never runs ANALYZE.
    analyze: async () => {},
    close: async () => db.close(),
  };
}

async function openPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    dialect: DIALECTS.postgres,
    first: async (sql, args = []) => (await client.query(sql, args)).rows[0],
    transaction: async (statements) => {
      await client.query('BEGIN');
      try {
        for (const { sql, args } of statements) await client.query(sql, args);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    },
    // Autovacuum would analyze tables this grown within a minute; the bench measures at once, and the
    // planner would otherwise choose its plans for the seed's few rows.
    analyze: async (tables) => void (await client.query(`ANALYZE ${tables.join(', ')}`)),
    close: () => client.end(),
  };
}

/** Statuses of the grown enrollments, chosen by (member id + the enrollment's 0 or 1) % 3. */
const ENROLLMENT_STATUSES = ['completed', 'cancelled', 'in_progress'];
/** LEAD_KINDS and LEAD_STATUSES of packages/contracts: leads cycle through every kind, then every status. */
const LEAD_KINDS = ['contact', 'quote', 'scope', 'info-pack', 'plan'];
const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'];

/** The tables bulkInserts writes to. */
export const BULK_TABLES = ['users', 'enrollments', 'leads'];

/** `values[expr % values.length]` in SQL (one CASE, read the same by both engines). */
const pick = (expr, values) =>
  `CASE (${expr}) % ${values.length} ${values.map((v, i) => `WHEN ${i} THEN '${v}'`).join(' ')} END`;

/**
 * The growth part's members, their enrollments and leads, in SQL for `dialect`, `sizes` being
 * { members, enrollments, leads }. Every member is a copy of the member `templateEmail` (its password,
 * country and plan), one a minute back from now; enrollments go two to a member over the whole
 * catalogue, dated by their member; leads cycle through every kind and status, one a minute back.
 */
export function bulkInserts({ numbers, minutesAgo, asEnum }, sizes, templateEmail) {
  return [
    {
      sql: `INSERT INTO users (name, email, salt, hash, role, country, plan, created_at, updated_at)
            ${numbers(sizes.members)}
            SELECT 'Grown member ' || i, 'grown-member-' || i || '@manara.local', t.salt, t.hash, 'member',
                   t.country, t.plan, ${minutesAgo('i')}, ${minutesAgo('i')}
            FROM n, (SELECT salt, hash, country, plan FROM users WHERE email = $1) t`,
      args: [templateEmail],
    },
    {
      sql: `INSERT INTO enrollments (user_id, course_id, status, progress, created_at, updated_at)
            WITH c AS (SELECT id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS r FROM courses),
                 k(j) AS (VALUES (0), (1)),
                 u AS (SELECT id FROM users WHERE email LIKE 'grown-member-%')
            SELECT u.id, c.id, ${asEnum(pick('u.id + k.j', ENROLLMENT_STATUSES), 'enrollments', 'status')},
                   (u.id * 7 + k.j) % 101, ${minutesAgo('u.id % 100000')}, ${minutesAgo('u.id % 100000')}
            FROM u CROSS JOIN k JOIN c ON c.r = (u.id * 2 + k.j) % (SELECT count(*) FROM c)
            LIMIT ${Number(sizes.enrollments)}`,
      args: [],
    },
    {
      sql: `INSERT INTO leads (kind, name, email, message, status, created_at, updated_at)
            ${numbers(sizes.leads)}
            SELECT ${asEnum(pick('i', LEAD_KINDS), 'leads', 'kind')},
                   'Grown lead ' || i, 'grown-lead-' || i || '@example.org',
                   'We would like a quote for the analysis of a cohort study.',
                   ${asEnum(pick('i / 5', LEAD_STATUSES), 'leads', 'status')},
                   ${minutesAgo('i')}, ${minutesAgo('i')}
            FROM n`,
      args: [],
    },
  ];
}

/** Two enrollments (the first two courses) for the member `email`: the dashboard's courses. */
export const enrollMember = (email) => ({
  sql: `INSERT INTO enrollments (user_id, course_id, status, progress)
        SELECT u.id, c.id, 'in_progress', 40 FROM users u, (SELECT id FROM courses ORDER BY id LIMIT 2) c
        WHERE u.email = $1`,
  args: [email],
});

/** What the growth part added, counted in the database by the names it gave (the same SQL on both engines). */
export const GROWN_COUNTS = {
  courses: "SELECT count(*) AS n FROM courses WHERE title LIKE 'Growth course %'",
  projects: "SELECT count(*) AS n FROM projects WHERE title LIKE 'Growth project %'",
  reviews: "SELECT count(*) AS n FROM reviews WHERE name LIKE 'Reviewer %' AND status = 'approved'",
  members: "SELECT count(*) AS n FROM users WHERE email LIKE 'grown-member-%'",
  enrollments:
    "SELECT count(*) AS n FROM enrollments e JOIN users u ON u.id = e.user_id WHERE u.email LIKE 'grown-member-%'",
  leads: "SELECT count(*) AS n FROM leads WHERE email LIKE 'grown-lead-%'",
};
