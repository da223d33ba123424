import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { metricsText } from '../lib/metrics';

/**
 * /metrics, for Prometheus, never for the public (docs/decisions/028): the counts say how
 * busy the site is and which limits are hit. Two ways in:
 * - on the site's own port, only with `Authorization: Bearer <METRICS_TOKEN>` (a scraper on another
 *   host, talking to each server directly, not through the public proxy, which refuses /metrics);
 * - on METRICS_PORT, a second listener bound to 127.0.0.1 (an agent on the same host), which also
 *   asks for the token when METRICS_TOKEN is set.
 * With neither set, there are no metrics to read (404).
 */

export const METRICS_PATH = '/metrics';

/** Compares digests, so neither the token's length nor its first wrong character shows in the timing. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/** The metrics, for the bearer of `token` when one is required. */
function answerMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined): void {
  if (token !== undefined && !tokenMatches(req.headers.authorization, token)) {
    res.writeHead(401, {
      'Content-Type': 'text/plain; charset=utf-8',
      'WWW-Authenticate': 'Bearer',
      'Cache-Control': 'no-store',
    });
    res.end('Unauthorized\n');
    return;
  }
  metricsText().then(
    ({ contentType, body }) => {
      res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    (err: unknown) => {
      logger.error({ err }, 'The metrics could not be collected');
      res.writeHead(500).end();
    },
  );
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not Found\n');
}

/** /metrics on the site's port: 404 unless METRICS_TOKEN is set, then only for its bearer. */
export function metricsOnSitePort(req: IncomingMessage, res: ServerResponse): void {
  const token = env().METRICS_TOKEN;
  if (!token) return notFound(res);
  answerMetrics(req, res, token);
}

/** The loopback-only listener on METRICS_PORT, or undefined when it is not set. */
export async function startMetricsListener(): Promise<Server | undefined> {
  const { METRICS_PORT: port, METRICS_TOKEN: token } = env();
  if (port === undefined) return undefined;
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return notFound(res);
    answerMetrics(req, res, token);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
