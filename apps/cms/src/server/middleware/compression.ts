import type { RequestHandler, Response } from 'express';
import { COMPRESS_MIN_BYTES, compressOnTheFly, isCompressibleType, negotiateCoding } from '../../lib/content-coding';

/**
 * Compresses answers made for one request (the /api JSON, a rendered page) as they are sent with
 * `res.send`/`res.json`: Brotli or gzip by Accept-Encoding, never below COMPRESS_MIN_BYTES, never an
 * answer that already has a Content-Encoding (a precompressed file, a cached public answer), and
 * never a 204/304. Express computes the ETag on the bytes sent, so each coding has its own and
 * If-None-Match still answers 304. Not mounted on /cms: Next compresses its own answers.
 */
export const compressAnswers: RequestHandler = (req, res, next) => {
  const send = res.send.bind(res);
  res.send = ((body?: unknown) => {
    // Objects come back here as a string through res.json.
    if (typeof body !== 'string' && !Buffer.isBuffer(body)) return send(body);
    if (!worthCompressing(res)) return send(body);
    // Express's own default for a string body, decided now so the type can be checked.
    if (typeof body === 'string' && !res.get('Content-Type')) res.type('html');
    const type = res.get('Content-Type');
    if (!isCompressibleType(type)) return send(body);
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    if (bytes.length < COMPRESS_MIN_BYTES) return send(body);
    res.vary('Accept-Encoding');
    const coding = negotiateCoding(req.get('accept-encoding'));
    if (!coding) return send(body);
    const compressed = compressOnTheFly(bytes, coding);
    if (compressed.length >= bytes.length) return send(body);
    // A Buffer gets no charset from Express, a string does: keep what the string would have had.
    if (typeof body === 'string' && type && !/;\s*charset=/i.test(type))
      res.set('Content-Type', `${type}; charset=utf-8`);
    res.set('Content-Encoding', coding);
    return send(compressed);
  }) as Response['send'];
  next();
};

function worthCompressing(res: Response): boolean {
  if (res.getHeader('Content-Encoding')) return false;
  if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return false;
  return !/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''));
}
