import type { Request } from 'express';
import { MESSAGES } from '@manara/contracts';
import type { z } from 'zod';
import { ApiError, fromZodError } from './errors';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses a request part with a contract schema, or throws the 400 the contract prescribes. A body
 * that is not an object (an array, a bare value, nothing) is read as an empty one, so the client
 * gets the spec's sentence for the missing fields rather than a type error.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(isPlainObject(input) ? input : {});
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** Ids are strings: integers on SQLite, ObjectIds on MongoDB. Anything else cannot exist: 404. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** An id from a body or a path that could name a record, or the 404 it deserves. */
export function existingId(value: unknown, message: string = MESSAGES.notFound): string {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) throw new ApiError(404, message);
  return value;
}

export function pathId(req: Request, message: string = MESSAGES.notFound): string {
  return existingId(req.params.id, message);
}
