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
