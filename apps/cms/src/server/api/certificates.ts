import { Router } from 'express';
import { apiRoutes, CERTIFICATE_CODE, certificateStatusInputSchema, MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { renderCertificatePdf } from '../../lib/learning/certificate-pdf';
import { toMyCertificate } from '../../lib/learning/certificates';
import { CERTIFICATES, type CertificateDoc } from '../../lib/learning/records';
import { publicOrigin } from '../../lib/env';
import { asUser, currentUser, requireAdmin, requireSession } from '../middleware/session';
import { ApiError } from './errors';
import { toAdminCertificate, toCertificateVerification } from './learning-mappers';
import { parseWith, pathId } from './validate';
import { readableById } from './readable-by-id';

/**
 * A verification answer is checked again on every use: an employer must never see a revoked
 * certificate as valid, not even for a minute from a cache. The 404 of an unknown code is never
 * cached either (sendError), so a certificate issued a moment ago verifies at once.
 */
const VERIFICATION_CACHE = 'no-cache';

/** The certificate with this public code (any case), or the contract's 404. */
export async function findCertificateByCode(payload: Payload, value: unknown): Promise<CertificateDoc> {
  const code = String(value ?? '')
    .trim()
    .toUpperCase();
  if (!CERTIFICATE_CODE.test(code)) throw new ApiError(404, MESSAGES.certificateNotFound);
  const { docs } = await payload.find({
    collection: CERTIFICATES,
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
    // Anyone may check a code: the answer names the holder, the course and the date only.
    overrideAccess: true,
  });
  const cert = docs[0] as unknown as CertificateDoc | undefined;
  if (!cert) throw new ApiError(404, MESSAGES.certificateNotFound);
  return cert;
}

/**
 * Certificates: the member's own list and PDFs, the public verification of a code, and the admin's
 * revocation (and restoration).
 */
export function certificateRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.myCertificates.pattern, requireSession(payload), async (req, res) => {
    const { docs } = await payload.find({
      collection: CERTIFICATES,
      // Payload's access limits a member to their own; the filter keeps an admin's list to theirs too.
      where: { user: { equals: currentUser(req).id } },
      sort: '-issuedAt',
      depth: 0,
      pagination: false,
      ...asUser(req),
    });
    res.json({ docs: (docs as unknown as CertificateDoc[]).map(toMyCertificate) });
  });

  router.get(apiRoutes.myCertificatePdf.pattern, requireSession(payload), async (req, res) => {
    // The holder or an admin; for anyone else the certificate does not exist.
    const cert = await readableById<CertificateDoc>(payload, req, CERTIFICATES);
    res.type('application/pdf').attachment(`certificate-${cert.code}.pdf`);
    renderCertificatePdf(cert, publicOrigin()).pipe(res);
  });

  router.get(apiRoutes.certificate.pattern, async (req, res) => {
    const cert = await findCertificateByCode(payload, req.params.code);
    res.set('Cache-Control', VERIFICATION_CACHE).json(toCertificateVerification(cert));
  });

  router.patch(apiRoutes.adminCertificate.pattern, requireAdmin(payload), async (req, res) => {
    const id = pathId(req);
    const { status } = parseWith(certificateStatusInputSchema, req.body);
    // The collection stamps revokedAt on revocation and clears it on restoration.
    const doc = await payload.update({
      collection: CERTIFICATES,
      id,
      data: { status } as never,
      depth: 0,
      ...asUser(req),
    });
    res.json(toAdminCertificate(doc as unknown as CertificateDoc));
  });

  return router;
}
