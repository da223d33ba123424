import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite';

type Db = MigrateUpArgs['db'];

/**
 * The data step of the migration that gives courses and projects drafts (docs/decisions/015): rows
 * written before it must stay on the site. New `_status` columns default to 'draft', and SQLite
 * drops the projects' `published` column by rebuilding the table, so the step has two halves:
 *
 *   const restore = await rememberPublication(db); // first, while `published` still exists
 *   // …the generated statements (new columns, tables rebuilt, version tables)…
 *   await restore();                               // last
 *
 * Every course was public, so every course is published; a project is published if it was.
 */
export async function rememberPublication(db: Db): Promise<() => Promise<void>> {
  const hidden = await db.all<{ id: number }>(sql`SELECT id FROM projects WHERE published = 0`);
  const hiddenIds = hidden.map((row) => row.id);
  return async () => {
    await db.run(sql`UPDATE courses SET _status = 'published'`);
    await db.run(sql`UPDATE projects SET _status = 'published'`);
    for (const id of hiddenIds) await db.run(sql`UPDATE projects SET _status = 'draft' WHERE id = ${id}`);
  };
}

/**
 * Rebuilding `courses` and `projects` drops the old tables, and a migration runs in a transaction,
 * where SQLite ignores `PRAGMA foreign_keys=OFF`: the drop would delete the courses' modules and
 * tags and the projects' tags (ON DELETE CASCADE) and fail on the enrollments, whose course may not
 * be null (ON DELETE SET NULL). This copies those rows aside and takes the enrollments out before
 * the rebuild; the returned step, run after it, puts everything back with the same ids, so every
 * row points where it pointed before. (Document locks on these rows are dropped: they are only held
 * while someone has the document open in /cms.)
 */
export async function keepRowsThroughRebuild(db: Db): Promise<() => Promise<void>> {
  const kept = ['courses_modules', 'courses_texts', 'projects_texts', 'enrollments'];
  for (const table of kept) await db.run(sql.raw(`CREATE TEMP TABLE keep_${table} AS SELECT * FROM ${table}`));
  await db.run(sql`DELETE FROM enrollments`);
  return async () => {
    for (const table of kept) {
      const columns = (await db.all<{ name: string }>(sql.raw(`PRAGMA temp.table_info(keep_${table})`)))
        .map((column) => `"${column.name}"`)
        .join(', ');
      await db.run(sql.raw(`DELETE FROM ${table}`));
      await db.run(sql.raw(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM keep_${table}`));
      await db.run(sql.raw(`DROP TABLE keep_${table}`));
    }
  };
}
