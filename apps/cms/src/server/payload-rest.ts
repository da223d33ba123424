import type { Request, RequestHandler } from 'express';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { handleEndpoints, type SanitizedConfig } from 'payload';
import { formatAdminURL } from 'payload/shared';
import { MESSAGES } from '@manara/contracts';
import { refuse } from './middleware/cms-door';
import { holdsNul } from './middleware/nul-characters';
import { formPartsOf } from './multipart';

/**
 * Payload's REST under /cms/api answered by Express, without Next
 * (docs/decisions/011-cms-without-next-until-needed.md): what `REST_GET`…`REST_OPTIONS` of
 * `@payloadcms/next/routes` do (Next decodes each path segment, Payload re-encodes them, and
 * `handleEndpoints` runs the endpoint on a web Request), on a Request built from Express's.
 * The door (middleware/cms-door.ts) stands in front: the body is at most 1 MB and has a
 * Content-Length, so it is read whole.
 */

/** Headers `withPayload` has Next add to every answer under /cms (the admin's colour-scheme hint). */
const PAYLOAD_NEXT_HEADERS: Readonly<Record<string, string>> = {
  'Accept-CH': 'Sec-CH-Prefers-Color-Scheme',
  Vary: 'Sec-CH-Prefers-Color-Scheme',
  'Critical-CH': 'Sec-CH-Prefers-Color-Scheme',
};

/**
 * The endpoint path Next's catch-all route hands Payload: the URL's dot segments resolved, each
 * segment decoded and encoded again, under the API route (with Next's basePath, as
 * `formatAdminURL` adds it). Undefined when the URL is not under `apiBase` (`/cms/api`).
 */
export function endpointPathOf(originalUrl: string, apiBase: string, apiRoute: string): string | undefined {
  const { pathname } = new URL(`http://localhost${originalUrl}`);
  if (pathname !== apiBase && !pathname.startsWith(`${apiBase}/`)) return undefined;
  const segments = pathname
    .slice(apiBase.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)));
  return formatAdminURL({ apiRoute, path: segments.length > 0 ? `/${segments.join('/')}` : undefined });
}

async function bodyOf(req: Request): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

/**
 * What is wrong with a document Payload's REST cannot use, if anything: it reads a JSON body, or a
 * form's `_payload` part, as a document or as an operation's arguments, so text that is not JSON
 * would fail as it is parsed, a scalar or a list in its field hooks (each logged as the server's
 * error), and a NUL character at PostgreSQL.
 */
function documentRefusal(text: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return MESSAGES.malformedBody;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return MESSAGES.badValue;
  // As on /api: PostgreSQL stores no NUL character in text, SQLite would store a string cut short.
  return holdsNul(data) ? MESSAGES.nulCharacter : undefined;
}

function jsonBodyRefusal(req: Request, body: Buffer | undefined): string | undefined {
  if (!body || body.length === 0 || !req.is('application/json')) return undefined;
  return documentRefusal(body.toString('utf8'));
}

/** Methods whose multipart body Payload reads as a document (its `_payload` part). */
const DOCUMENT_METHODS = new Set(['POST', 'PATCH', 'PUT']);

/**
 * What is wrong with a multipart body, if anything. A body Payload's parser cannot read would fail
 * midway; the document in a `_payload` part is held to the rules of a JSON body; and a form that
 * creates or changes a document with neither a `_payload` nor a file gives Payload no document at
 * all (its operation then fails reading the fields). Each of these was logged as the server's error.
 */
async function multipartBodyRefusal(req: Request, body: Buffer | undefined): Promise<string | undefined> {
  if (!body || body.length === 0 || !req.is('multipart/form-data')) return undefined;
  const parts = await formPartsOf(req, body);
  if (!parts) return MESSAGES.malformedForm;
  if (!DOCUMENT_METHODS.has(req.method)) return undefined;
  const document = parts.fields.get('_payload');
  if (document !== undefined) return documentRefusal(document);
  return parts.files.has('file') || parts.fields.has('file') ? undefined : MESSAGES.malformedForm;
}

function webRequestOf(req: Request, body: Buffer | undefined): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return new globalThis.Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, {
    method: req.method,
    headers,
    // A Buffer is a valid body; TypeScript's DOM types only know Uint8Array<ArrayBuffer>.
    body: body && body.length > 0 ? (body as Uint8Array<ArrayBuffer>) : undefined,
  });
}

/**
 * An Express handler for `${apiBase}/*` that answers with Payload's REST endpoints. `key` names the
 * Payload instance to use (getPayload's cache key; the server's default one when omitted).
 */
export function payloadRest(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  apiBase: string,
  key?: string,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const { routes } = await config;
      const path = endpointPathOf(req.originalUrl, apiBase, routes.api);
      if (path === undefined) return next();
      const body = await bodyOf(req);
      const refusal = jsonBodyRefusal(req, body) ?? (await multipartBodyRefusal(req, body));
      if (refusal) return void refuse(res, 400, refusal);
      const request = webRequestOf(req, body);
      const response = await handleEndpoints({ config, path, request, payloadInstanceCacheKey: key });

      res.status(response.status);
      res.set(PAYLOAD_NEXT_HEADERS);
      response.headers.forEach((value, name) => {
        if (name === 'set-cookie') return;
        // Payload's own Vary (if any) joins the one above instead of replacing it.
        if (name === 'vary') res.vary(value);
        else res.setHeader(name, value);
      });
      const cookies = response.headers.getSetCookie();
      // Appended: the write's read-your-writes cookie may be there already (lib/read-replicas.ts).
      if (cookies.length > 0) res.append('Set-Cookie', cookies);
      if (!response.body || req.method === 'HEAD') return void res.end();
      // Streamed as Payload writes it (JSON today; a file download would not be held in memory).
      // An error midway (the client left) has already ended the answer: nothing more to send.
      pipeline(Readable.fromWeb(response.body as ReadableStream), res, () => undefined);
    } catch (err) {
      next(err);
    }
  };
}
