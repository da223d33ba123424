import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { LIST_LIMIT, TEXT_MAX, YEAR } from '../constants/limits';
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
 * The one spelling of each record's id: a positive integer without leading zeros (SQLite,
 * PostgreSQL) or 24 lowercase hex digits (a MongoDB ObjectId). Aliases such as `012`, `12e0` or
 * `0xc` would each name the same record to a lenient parser, so they name none.
 */
export const CANONICAL_IDS = {
  integer: /^[1-9][0-9]{0,15}$/,
  objectId: /^[0-9a-f]{24}$/,
} as const;
export type RecordIdKind = keyof typeof CANONICAL_IDS;

/**
 * Whether `value` is an id in its one spelling, for the database's kind of id when it is known: an
 * ObjectId sent to SQLite would reach the query as NaN.
 */
export const isCanonicalId = (value: unknown, kind?: RecordIdKind): value is string =>
  typeof value === 'string' &&
  (kind ? CANONICAL_IDS[kind].test(value) : Object.values(CANONICAL_IDS).some((re) => re.test(value)));

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

/**
 * A calendar date as `YYYY-MM-DD` that exists (no 2026-02-30) within the years the product takes: a
 * day that means the same in every time zone, like the delivery date the team promises.
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < YEAR.min || year > YEAR.max) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A calendar date, `null` (or blank) to clear it, or absent to leave it as it is. */
export const optionalCalendarDate = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: message }).trim().refine(isCalendarDate, { error: message }).nullable().optional(),
  );

/**
 * A whole number from 1 to `max` in a query string: digits only (no `1e3`, `0x10`, `-1` or `2.5`),
 * absent or blank for the default. Anything else is the client's mistake, said with `message`.
 */
const queryCount = (max: number, fallback: number, message: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === '' ? fallback : typeof v === 'string' && /^[0-9]{1,16}$/.test(v) ? Number(v) : NaN,
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }),
  );

/**
 * `?limit=` (1 to LIST_LIMIT.max, `defaultLimit` when absent) and `?page=` (1-based, up to
 * LIST_LIMIT.maxPage) of every list that pages, admin or public.
 */
export const pagingQuery = (defaultLimit: number) => ({
  limit: queryCount(LIST_LIMIT.max, defaultLimit, MESSAGES.listLimitInvalid),
  page: queryCount(LIST_LIMIT.maxPage, 1, MESSAGES.listPageInvalid),
});

/** Blank (or only spaces) is the same as absent: a filter left at "All" sends nothing or ''. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
