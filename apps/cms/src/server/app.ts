import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Payload } from 'payload';
import { API_BASE } from '@manara/contracts';
import { parseTrustProxy } from '../lib/trust-proxy';
import { apiRouter } from './api';
import { authRateLimit } from './middleware/rate-limit';

export interface AppParts {
  payload: Payload;
  /** Next's request handler for the Payload admin under /cms; absent in API tests. */
  cms?: RequestHandler;
  /** The site: static files with SPA fallback in production, Vite in development. */
  site?: RequestHandler[];
}

export const CMS_BASE = '/cms';

/** One Express app: /api (the contract), /cms (Payload admin through Next), everything else the site. */
export function createApp({ payload, cms, site = [] }: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind a load balancer, set TRUST_PROXY so rate limits and Secure cookies see the client.
  app.set('trust proxy', parseTrustProxy(process.env.TRUST_PROXY));
  // The Payload admin and the Vite dev client need inline scripts; the CSP is tracked in docs/decisions.
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));

  // One sign-in budget per client IP for /api and for Payload's own login under /cms: hashing a
  // password costs half a second of CPU whichever door the attempt comes through.
  const authLimiter = authRateLimit();
  app.post([`${CMS_BASE}/api/users/login`, `${CMS_BASE}/api/users/forgot-password`], authLimiter);
  app.use(API_BASE, apiRouter(payload, { authLimiter }));
  // app.all keeps the full URL, which Next needs to match its basePath.
  if (cms) app.all([CMS_BASE, `${CMS_BASE}/{*rest}`], cms);
  for (const handler of site) app.use(handler);
  return app;
}
