import { API_BASE, apiRoutes, CERTIFICATE_PAGE } from '@manara/contracts';

/**
 * The absolute addresses of a certificate that leave the site (printed, encoded in the QR code,
 * sent to LinkedIn, written into its credential), from the configured public origin
 * (env.ts `publicOrigin`).
 */

/** Its public verification page. */
export const verificationUrl = (origin: string, code: string) => `${origin}${CERTIFICATE_PAGE.href(code)}`;

/** Its Open Badges credential (the credential's `id`, and the check page's link). */
export const credentialUrl = (origin: string, code: string) =>
  `${origin}${API_BASE}${apiRoutes.certificateCredential.href(code)}`;
