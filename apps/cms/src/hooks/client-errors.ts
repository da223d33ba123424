import { AuthenticationError, type AfterErrorHook } from 'payload';
import { MESSAGES } from '@manara/contracts';
import { isDatabaseUnavailable } from '../server/api/errors';

type Cause = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };

/** The error and its causes, outermost first (Drizzle wraps the driver's error). */
function* chain(err: unknown): Generator<Cause> {
  let e = err as Cause | undefined;
  for (let depth = 0; e && depth < 5; depth += 1, e = e.cause as Cause | undefined) yield e;
}

const text = (e: Cause) => (typeof e.message === 'string' ? e.message : '');

/** Body parsers (busboy for multipart) that met a body which is not what its Content-Type says. */
const BAD_BODY = [
  /Unexpected end of form/i,
  /Malformed part header/i,
  /Multipart: Boundary not found/i,
  /Unexpected end of file/i,
  /not eligible for file upload/i,
];

/**
 * What Payload's REST throws when a request is shaped in a way its code does not expect: JSON.parse
 * of a `where` that is not JSON (SyntaxError), a scalar body where a document belongs (TypeError),
 * a query operator this adapter lacks, a value SQLite cannot bind (an id "abc" parsed to NaN, a
 * date that is not one, a page past 2^63). Only admins reach these operations (the door), the
 * errors are still logged in full by Payload before this hook runs, and nothing of the request
 * was applied: for the caller they are a bad request.
 */
const MALFORMED_REQUEST = new Set(['SyntaxError', 'TypeError', 'RangeError', 'DrizzleQueryError', 'LibsqlError']);

function classify(err: unknown): { status: number; message: string } | undefined {
  // A database that does not answer is the server's state, not the request's: 503 before anything.
  if (isDatabaseUnavailable(err)) return { status: 503, message: MESSAGES.databaseUnavailable };
  for (const e of chain(err)) {
    // Payload parses path ids as numbers: "abc" reaches the query as NaN, which SQLite cannot bind
    // and PostgreSQL cannot read as an integer (22P02). The door answers such paths first
    // (server/middleware/cms-door.ts); this covers an id Payload reads from elsewhere.
    const nanId = e.name === 'RangeError' && /Only finite numbers/i.test(text(e));
    if (nanId || (e.code === '22P02' && /"NaN"/.test(text(e)))) return { status: 404, message: MESSAGES.notFound };
    if (BAD_BODY.some((re) => re.test(text(e)))) return { status: 400, message: MESSAGES.malformedForm };
    // PostgreSQL stores no NUL character in text (22021). /api and the JSON bodies of /cms/api refuse
    // one before it gets here (server/middleware/nul-characters.ts, server/payload-rest.ts); a
    // multipart form's fields still meet it at the database.
    if (e.code === '22021') return { status: 400, message: MESSAGES.nulCharacter };
  }
  const outer = err as (Cause & { constructor?: { name?: string } }) | undefined;
  if ([outer?.name, outer?.constructor?.name].some((name) => typeof name === 'string' && MALFORMED_REQUEST.has(name))) {
    return { status: 400, message: MESSAGES.badValue };
  }
  return undefined;
}

/**
 * Payload's REST (/cms/api) answers 500 for mistakes that are the client's: an id that cannot be a
 * number, `?where=garbage`, a torn multipart body. Those become the 4xx they are, in Payload's
 * shape (`errors`, read by its admin UI) and the contract's (`error`) at once. Errors that Payload
 * already classified (status below 500) are left as they are.
 */
export const clientErrors: AfterErrorHook = ({ error, req, result }) => {
  // Payload's own lock answers exactly as a wrong password or an unknown address does: the lock
  // every address shares is the door's 429 (collections/Users/hooks/guard-sign-in.ts).
  if ((error as { name?: unknown }).name === 'LockedAuth') {
    return { status: 401, response: { errors: [{ message: new AuthenticationError(req.t).message }] } };
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status < 500) return;
  const known = classify(error);
  if (!known) return;
  return {
    status: known.status,
    response: { ...result, errors: [{ message: known.message }], error: known.message },
  };
};
