import express, { type Express, type RequestHandler } from 'express';
import type { Payload } from 'payload';
import { API_BASE, DID_DOCUMENT_PATH, NEWSLETTER_PAGES } from '@manara/contracts';
import { apiRouter } from './api';
import { sendDidDocument } from './api/credentials';
import { formPostIntake } from './api/form-posts';
import { oneClickUnsubscribe } from './api/one-click-unsubscribe';
import { CMS_BASE, env } from '../lib/env';
import { readScope } from '../lib/read-replicas';
import { parseTrustProxy } from '../lib/trust-proxy';
import { cmsDoor, cmsErrors } from './middleware/cms-door';
import { compressAnswers } from './middleware/compression';
import { headersWrittenBy, servePublicHitsFirst } from './middleware/public-fast-path';
import { securityHeaders as helmetHeaders } from './middleware/security-headers';
import { METRICS_PATH, metricsOnSitePort } from './metrics-endpoint';
import { observeRequests } from './observe-requests';
import type { SiteParts } from './site';

export interface AppParts {
  payload: Payload;
  /** Next's request handler for the Payload admin under /cms (API tests pass Payload's REST handler). */
  cms?: RequestHandler;
  /** The site: static files, kept and rendered pages and the shell in production, Vite in development. */
  site?: SiteParts;
}

/** One Express app: /api (the contract), /cms (Payload admin through Next), everything else the site. */
export function createApp({ payload, cms, site = { handlers: [] } }: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind a load balancer, set TRUST_PROXY so rate limits and Secure cookies see the client.
  app.set('trust proxy', parseTrustProxy(env().TRUST_PROXY));
  // Hashed site assets drop the document-only ones again (site.ts); the CSP is the site's own.
  const securityHeaders = helmetHeaders();
  app.use(securityHeaders);
  // Cached public reads are answered before all of the above, with the same headers (docs/decisions/009).
  // So are the site's kept pages, when it has them.
  servePublicHitsFirst(app, headersWrittenBy(securityHeaders), site.answerFirst ? [site.answerFirst] : []);
  // Outside even that: every request gets its id, its log line and its metrics (docs/decisions/027).
  observeRequests(app);
  // With read replicas: which of this request's reads may go to one (lib/read-replicas.ts).
  app.use(readScope());

  // Compressed on the fly when large enough; /cms is left to Next, which compresses its own answers.
  app.use(API_BASE, compressAnswers, apiRouter(payload));
  // app.all keeps the full URL, which Next needs to match its basePath. The door decides who may
  // use Payload's REST and caps bodies before Next reads them (docs/decisions/005-editors-door.md).
  if (cms) app.all([CMS_BASE, `${CMS_BASE}/{*rest}`], ...cmsDoor(payload), cms);
  if (cms) app.use(CMS_BASE, cmsErrors);
  // For Prometheus with METRICS_TOKEN only; the public proxy refuses the path (docs/deploy.md).
  app.get(METRICS_PATH, metricsOnSitePort);
  // The credential issuer's public key, where did:web resolves it (docs/decisions/022-portable-certificates.md).
  app.get(DID_DOCUMENT_PATH, sendDidDocument);
  // A mail client's one-click Unsubscribe, posted to the newsletter's unsubscribe link.
  app.post(NEWSLETTER_PAGES.unsubscribe, ...oneClickUnsubscribe(payload));
  // The site's forms posted without scripts: read here, carried out by the page that holds them
  // (docs/decisions/023-progressive-enhancement.md).
  app.post('/{*page}', ...formPostIntake(payload));
  for (const handler of site.handlers) app.use(handler);
  return app;
}
