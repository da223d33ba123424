import type { Request } from 'express';
import { isCanonicalId, MESSAGES, type RecordIdKind } from '@manara/contracts';
import { databaseUrl } from '../../lib/env';
import type { z } from 'zod';
import { ApiError, fromZodError } from './errors';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses a request part with a contract schema, or throws the 400 the contract prescribes. A body
 * that is not an object (an array, a bare value, nothing) is read as an empty one, so the client
 * gets the contract's sentence for the missing fields rather than a type error.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(isPlainObject(input) ? input : {});
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** The kind of id the database in use gives its records: ObjectIds on MongoDB, integers otherwise. */
export const recordIdKind = (): RecordIdKind => (databaseUrl().startsWith('mongodb') ? 'objectId' : 'integer');

/**
 * An id from a body or a path in its one canonical spelling for this database (contracts'
 * `isCanonicalId`: an integer on SQLite, an ObjectId on MongoDB), or the 404 it deserves. `012` or
 * `12e0` would find record 12 and each fill its own public-cache entry, and an ObjectId would reach
 * SQLite as NaN, so they are refused before the database sees them.
 */
export function existingId(value: unknown, message: string = MESSAGES.notFound): string {
  if (!isCanonicalId(value, recordIdKind())) throw new ApiError(404, message);
  return value;
}

export function pathId(req: Request, message: string = MESSAGES.notFound): string {
  return existingId(req.params.id, message);
}
