import { sql, type PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload, PayloadRequest } from 'payload';

/**
 * Makes the transactions that read a record and write it back from what they read run one after the
 * other for the same `key`, on every server. SQLite already runs one write transaction at a time per
 * file (lib/sqlite-durability.ts). On PostgreSQL, READ COMMITTED lets two of them read the same row
 * and one write be lost, so this takes an advisory lock of the transaction's own, released at its
 * commit or rollback. MongoDB is not covered (not tested here: docs/decisions/021).
 */
export async function serializeInTransaction(payload: Payload, req: PayloadRequest, key: string): Promise<void> {
  if (payload.db.name !== 'postgres') return;
  const id = await req.transactionID;
  const session = id === undefined || id === null ? undefined : (payload.db as unknown as PostgresAdapter).sessions[id];
  if (!session) throw new Error('serializeInTransaction needs an open transaction');
  await session.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
