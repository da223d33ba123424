import type { RequestHandler } from 'express';
import { MESSAGES } from '@manara/contracts';
import { ApiError } from '../api/errors';

const NUL = '\u0000';

/**
 * Whether a parsed body holds a NUL character in any string, key or value. Walked with a stack, not
 * recursion, so a deeply nested body cannot exhaust the call stack.
 */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes(NUL)) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes(NUL)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * No text with a NUL character reaches the database: PostgreSQL refuses it in text columns (and
 * SQLite would store a string that ends early for C readers), so it is a 400 in words, never a 500.
 * Runs after the body parser; the URL's `%00` covers paths and query strings.
 */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  if (/%00/i.test(req.originalUrl) || holdsNul(req.body)) throw new ApiError(400, MESSAGES.nulCharacter);
  next();
};
