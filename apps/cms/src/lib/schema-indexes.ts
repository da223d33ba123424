/** The part of a table Payload's drizzle adapters describe before they build it (`RawTable`). */
interface RawTable {
  name: string;
  indexes?: Record<string, { name: string; on: string | string[]; unique?: boolean }>;
}

/**
 * A `beforeSchemaInit` hook of the SQLite and PostgreSQL adapters: every table that holds the values
 * of a many-valued text or number field (a project's tags in `projects_texts`, a course's in
 * `courses_texts`) gets an index on (parent_id, order). Payload indexes these tables on
 * (order, parent_id) only, with the parent second, so reading a page of projects looked up each one's
 * tags by scanning the whole tags table once per project: with 1,000 projects, most of the control
 * panel's project list was spent there (docs/performance.md, 2026-11-27). The adapters answer the
 * hook with the tables they build next; the migrations of both engines create the index.
 */
export function parentFirstValueIndexes<Schema>(args: { schema: Schema }): Schema {
  // Both adapters pass themselves to the hook (@payloadcms/drizzle's executeSchemaHooks); SQLite's
  // type of the hook's arguments leaves the adapter out.
  const { adapter } = args as { adapter?: { rawTables?: Record<string, RawTable> } };
  if (!adapter?.rawTables) throw new Error('The database adapter gave its schema hook no raw tables');
  for (const table of Object.values(adapter.rawTables)) {
    // `orderParentIdx` is the index Payload gives exactly these tables (@payloadcms/drizzle's schema build).
    if (!table.indexes?.orderParentIdx) continue;
    table.indexes.parentOrderIdx = { name: `${table.name}_parent_order_idx`, on: ['parent', 'order'] };
  }
  return args.schema;
}
