import type { RequestHandler } from 'express';
import { handleEndpoints, type SanitizedConfig } from 'payload';

/**
 * Payload's REST under /cms/api without Next, for API tests: what `@payloadcms/next/routes` does
 * (Next decodes each path segment, Payload re-encodes them) on a web Request built from Express's.
 * Everything in front of it (the door in server/middleware/cms-door.ts) is the real server's.
 */
export function payloadRest(config: Promise<SanitizedConfig> | SanitizedConfig, key: string): RequestHandler {
  return async (req, res) => {
    // Dot segments resolved as a URL parser (and Next) resolves them.
    const apiPath = new URL(req.originalUrl, 'http://localhost').pathname.replace(/^\/cms/, '');
    if (!apiPath.startsWith('/api')) return void res.status(404).end();
    const segments = apiPath
      .slice('/api'.length)
      .split('/')
      .filter(Boolean)
      .map((s) => encodeURIComponent(decodeURIComponent(s)));
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const request = new Request(`http://${req.get('host') ?? 'localhost'}${req.originalUrl}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    const response = await handleEndpoints({
      config,
      path: `/api/${segments.join('/')}`,
      request,
      payloadInstanceCacheKey: key,
    });
    res.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') res.setHeader(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
