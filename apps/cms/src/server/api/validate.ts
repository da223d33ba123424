import type { z } from 'zod';
import { fromZodError } from './errors';

/** Parses a request part with a contract schema, or throws the 400 the contract prescribes. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
