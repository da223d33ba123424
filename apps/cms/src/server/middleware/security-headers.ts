import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * helmet's headers on every answer. No Content-Security-Policy here: the site sets its own on its
 * documents (site.ts), and the Payload admin and the Vite dev client need inline scripts.
 */
export function securityHeaders(): RequestHandler {
  return helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
}

/**
 * What helmet writes that only a document (a page or a frame) acts on. A hashed script, style, font
 * or image keeps X-Content-Type-Options (no sniffing it as another type) and
 * Cross-Origin-Resource-Policy (no use by other origins); a browser learns HSTS from the page, and
 * the page's Referrer-Policy covers what it loads (a stylesheet loads only this origin's fonts and
 * images, CSP). On an asset these were only bytes, about 0.3 KB on each of the dozen files a page
 * loads, counted as transferred.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/** Drops the document-only headers from an asset's answer (set earlier by securityHeaders). */
export function withoutDocumentHeaders(res: Response): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
