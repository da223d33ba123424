import type { Request } from 'express';
import { isCanonicalId, MESSAGES } from '@manara/contracts';
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

/**
 * An id from a body or a path in its one canonical spelling (contracts' `isCanonicalId`: an integer
 * on SQLite, an ObjectId on MongoDB), or the 404 it deserves. `012` or `12e0` would find record 12
 * and each fill its own public-cache entry, so they are refused before the database sees them.
 */
export function existingId(value: unknown, message: string = MESSAGES.notFound): string {
  if (!isCanonicalId(value)) throw new ApiError(404, message);
  return value;
}

export function pathId(req: Request, message: string = MESSAGES.notFound): string {
  return existingId(req.params.id, message);
}
