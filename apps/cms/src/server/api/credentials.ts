import { Router, type RequestHandler, type Response } from 'express';
import { apiRoutes, CREDENTIAL_MEDIA_TYPE, credentialFileName } from '@manara/contracts';
import type { Payload } from 'payload';
import { didDocument, issuerKey, signCredential } from '../../lib/credentials/issuer';
import { openBadgeCredential } from '../../lib/credentials/open-badge';
import { revocationListCredential } from '../../lib/credentials/revocations';
import { publicOrigin } from '../../lib/env';
import { withCredentialFields } from '../../lib/learning/certificates';
import { CERTIFICATES, idOf, type CertificateDoc } from '../../lib/learning/records';
import { findCertificateByCode } from './certificates';

/**
 * What a verifier fetches is public, readable from any origin (a verifier may run in a browser on
 * another site), and read again on every use: a revocation must show at once.
 */
function publicDocument(res: Response, type: string): Response {
  return res.set({ 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }).type(type);
}

/**
 * A certificate's Open Badges 3.0 credential and the revocation list its status points to
 * (docs/decisions/022-portable-certificates.md). Both are signed on each request with the issuer's
 * key, from what is stored now.
 */
export function credentialRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.certificateCredential.pattern, async (req, res) => {
    const found = await findCertificateByCode(payload, req.params.code);
    const certificate = await withCredentialFields(payload, found);
    const scope = { depth: 0, overrideAccess: true, disableErrors: true } as const;
    // Read as the system: the code is the holder's to share, and the credential carries only the
    // salted hash of their e-mail. A deleted course or account keeps the certificate's own copies.
    const [user, course] = await Promise.all([
      certificate.user ? payload.findByID({ collection: 'users', id: idOf(certificate.user), ...scope }) : null,
      payload.findByID({ collection: 'courses', id: idOf(certificate.course), ...scope }),
    ]);
    const origin = publicOrigin();
    const { did } = await issuerKey();
    const credential = await signCredential(
      openBadgeCredential({
        certificate,
        courseId: idOf(certificate.course),
        ...(course?.summary ? { courseSummary: course.summary } : {}),
        ...(user?.email ? { email: user.email } : {}),
        origin,
        did,
      }),
    );
    // The file name first: `attachment` would set the type from its `.json`.
    res.attachment(credentialFileName(certificate.code));
    publicDocument(res, CREDENTIAL_MEDIA_TYPE).send(JSON.stringify(credential, null, 2));
  });

  router.get(apiRoutes.credentialRevocations.pattern, async (_req, res) => {
    const { docs } = await payload.find({
      collection: CERTIFICATES,
      where: { and: [{ status: { equals: 'revoked' } }, { statusIndex: { exists: true } }] },
      select: { statusIndex: true } as never,
      depth: 0,
      pagination: false,
      // The list is public by design: it says which indexes are revoked and nothing else.
      overrideAccess: true,
    });
    const revoked = (docs as unknown as Pick<CertificateDoc, 'statusIndex'>[]).flatMap((doc) =>
      typeof doc.statusIndex === 'number' ? [doc.statusIndex] : [],
    );
    const { did } = await issuerKey();
    const list = await signCredential(await revocationListCredential(publicOrigin(), did, revoked));
    publicDocument(res, CREDENTIAL_MEDIA_TYPE).send(JSON.stringify(list));
  });

  return router;
}

/** GET /.well-known/did.json: the issuer's DID document, where did:web looks for its public key. */
export const sendDidDocument: RequestHandler = async (_req, res, next) => {
  try {
    publicDocument(res, 'application/did+json').send(JSON.stringify(await didDocument(), null, 2));
  } catch (err) {
    next(err);
  }
};
