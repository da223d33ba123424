import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { TEXT_MAX } from '../constants/limits';
import { MESSAGES } from '../messages';
import { fieldRules } from './fields';

/** A trimmed string that must not be blank; `message` is the form's sentence for a missing value. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** A trimmed string of at least `min` characters. */
export const textOfAtLeast = (min: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message });

/** An optional trimmed paragraph of at most TEXT_MAX.long characters: blank becomes undefined. */
export const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string({ error: MESSAGES.required }).trim().pipe(fieldRules.paragraph).optional(),
);

/**
 * A number typed into a form or sent as JSON. Numeric strings are accepted because HTML inputs
 * produce them; anything else non-numeric fails with the field's own sentence.
 */
export const numeric = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: message }).refine(Number.isFinite, { error: message }),
  );

/** An address longer than any mailbox can have is not a valid e-mail either. */
export const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(TEXT_MAX.email, { error: message })
    .toLowerCase()
    .pipe(z.email({ error: message }));

/**
 * The one spelling of each record's id: a positive integer without leading zeros (SQLite) or 24
 * lowercase hex digits (a MongoDB ObjectId). Aliases such as `012`, `12e0` or `0xc` would each name
 * the same record to a lenient parser, so they name none.
 */
export const CANONICAL_ID = /^(?:[1-9][0-9]{0,15}|[0-9a-f]{24})$/;

export const isCanonicalId = (value: unknown): value is string => typeof value === 'string' && CANONICAL_ID.test(value);

/**
 * An id in a body. Ids travel as strings whatever the database (api contract); a number is read as
 * its decimal string. Whether it can name a record is the server's 404 (isCanonicalId), so anything
 * else becomes a string that cannot: never `undefined`, which would mean "create".
 */
export const id = z
  .unknown()
  .transform((v): string => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : ''));

/**
 * A link to a page of this site: one `/`, then URL path characters. Refuses what a browser would
 * take elsewhere: `//host`, `/\host` (read as `//host`), `https://…`, `javascript:`, and spaces.
 */
export const INTERNAL_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

export const isInternalPath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= TEXT_MAX.short && INTERNAL_PATH.test(value);

export const internalPath = z
  .string({ error: MESSAGES.routeInvalid })
  .refine(isInternalPath, { error: MESSAGES.routeInvalid });

/** An enum whose error is one sentence whatever was sent. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });
