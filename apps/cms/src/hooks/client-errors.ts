import type { AfterErrorHook } from 'payload';
import { MESSAGES } from '@manara/contracts';
import { isDatabaseUnavailable } from '../server/api/errors';

type Cause = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };

/** The error and its causes, outermost first (Drizzle wraps the driver's error). */
function* chain(err: unknown): Generator<Cause> {
  let e = err as Cause | undefined;
  for (let depth = 0; e && depth < 5; depth += 1, e = e.cause as Cause | undefined) yield e;
}

const text = (e: Cause) => (typeof e.message === 'string' ? e.message : '');

/** A value from the URL or body that the database cannot take: a non-numeric id, a page past 2^63. */
const BAD_VALUE = [/Only finite numbers/i, /datatype mismatch/i, /too many SQL variables/i, /string or blob too big/i];
/** Body parsers (busboy for multipart) that met a body which is not what its Content-Type says. */
const BAD_BODY = [
  /Unexpected end of form/i,
  /Malformed part header/i,
  /Multipart: Boundary not found/i,
  /Unexpected end of file/i,
  /not eligible for file upload/i,
];

function classify(err: unknown): { status: number; message: string } | undefined {
  for (const e of chain(err)) {
    if (e.name === 'RangeError' && /Only finite numbers/i.test(text(e))) {
      // Payload parses path ids as numbers on SQLite: "abc" reaches the query as NaN.
      return { status: 404, message: MESSAGES.notFound };
    }
    if (BAD_VALUE.some((re) => re.test(text(e)))) return { status: 400, message: MESSAGES.badValue };
    if (BAD_BODY.some((re) => re.test(text(e)))) return { status: 400, message: MESSAGES.malformedForm };
  }
  if (isDatabaseUnavailable(err)) return { status: 503, message: MESSAGES.databaseUnavailable };
  return undefined;
}

/**
 * Payload's REST (/cms/api) answers 500 for mistakes that are the client's: an id that cannot be a
 * number, `?page=99999999999999999999`, a torn multipart body. Those become the 4xx they are, in
 * Payload's shape (`errors`, read by its admin UI) and the contract's (`error`) at once. Errors that
 * Payload already classified (status below 500) are left as they are.
 */
export const clientErrors: AfterErrorHook = ({ error, result }) => {
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status < 500) return;
  const known = classify(error);
  if (!known) return;
  return {
    status: known.status,
    response: { ...result, errors: [{ message: known.message }], error: known.message },
  };
};
