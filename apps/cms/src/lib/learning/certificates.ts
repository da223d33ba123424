import { randomBytes } from 'node:crypto';
import { API_BASE, apiRoutes, type MyCertificate } from '@manara/contracts';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { newStatusIndex } from '../credentials/status-list';
import { publicOrigin } from '../env';
import { serializeInTransaction } from '../transaction-lock';
import { assessmentSummary } from './assessments';
import { toCpd } from './cpd';
import { verificationUrl } from './certificate-addresses';
import { findLearnerRow, type LearnerKey } from './learner-row';
import {
  CERTIFICATES,
  idOf,
  PROJECT_SUBMISSIONS,
  relationValue,
  type CertificateDoc,
  type CredentialReadyCertificate,
} from './records';

/** The code's alphabet (contracts' CERTIFICATE_CODE): 32 signs without the look-alikes 0/O and 1/I. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/**
 * A collision among 32^8 codes, or among the status list's 131,072 indexes while it is far from
 * full, is rare; a few fresh draws make it vanishingly so.
 */
const DRAW_ATTEMPTS = 5;

/** A fresh `MNR-XXXX-XXXX` from the system's random source (32 signs: each byte's low 5 bits, unbiased). */
export function newCertificateCode(): string {
  const bytes = randomBytes(8);
  const signs = Array.from(bytes, (byte) => CODE_ALPHABET[byte & 31]).join('');
  return `MNR-${signs.slice(0, 4)}-${signs.slice(4)}`;
}

/** A salt for the hash of the holder's e-mail in the certificate's credential. */
const newIdentitySalt = () => randomBytes(16).toString('hex');

/** A certificate as its holder sees it, with the addresses of its PDF, its public page and its credential. */
export function toMyCertificate(doc: CertificateDoc): MyCertificate {
  const id = String(doc.id);
  const cpd = toCpd(doc.cpd);
  return {
    id,
    code: doc.code,
    courseId: idOf(doc.course),
    courseTitle: doc.courseTitle,
    issuedAt: doc.issuedAt,
    status: doc.status,
    pdfUrl: `${API_BASE}${apiRoutes.myCertificatePdf.href(id)}`,
    verificationUrl: verificationUrl(publicOrigin(), doc.code),
    credentialUrl: `${API_BASE}${apiRoutes.certificateCredential.href(doc.code)}`,
    ...(cpd ? { cpd } : {}),
  };
}

/** A member on one course; `req` joins a save in progress (a hook's), so these reads and the write share its transaction. */
type Learner = LearnerKey;

/** The member's certificate for the course, whatever its status, or null. */
export const findCertificate = (payload: Payload, learner: Learner): Promise<CertificateDoc | null> =>
  findLearnerRow<CertificateDoc>(payload, CERTIFICATES, learner);

async function projectAccepted(payload: Payload, { userId, courseId, req }: Learner): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: PROJECT_SUBMISSIONS,
    where: {
      and: [{ user: { equals: userId } }, { course: { equals: courseId } }, { status: { equals: 'accepted' } }],
    },
    overrideAccess: true,
    ...(req ? { req } : {}),
  });
  return totalDocs > 0;
}

/**
 * Issues the member's certificate for the course the moment both conditions hold: the best
 * assessment score reaches the pass mark and the project is accepted. Called after every graded
 * attempt and every acceptance, in whichever order they come. Idempotent: a member has at most one
 * certificate per course (a unique index backs this against two saves at once), and a revoked one
 * stays revoked (an admin restores it). Answers the certificate, or null while not eligible.
 */
export async function issueCertificateIfEligible(payload: Payload, learner: Learner): Promise<MyCertificate | null> {
  const existing = await findCertificate(payload, learner);
  if (existing) return toMyCertificate(existing);
  if (!(await projectAccepted(payload, learner))) return null;
  const summary = await assessmentSummary(payload, learner);
  if (!summary.passed) return null;

  const { userId, courseId, req } = learner;
  const scope = { overrideAccess: true, depth: 0, ...(req ? { req } : {}) } as const;
  const [user, course] = await Promise.all([
    payload.findByID({ collection: 'users', id: userId, ...scope }),
    payload.findByID({ collection: 'courses', id: courseId, ...scope }),
  ]);
  const cpd = toCpd(course.cpd);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const doc = await payload.create({
        collection: CERTIFICATES,
        data: {
          code: newCertificateCode(),
          user: relationValue(userId),
          course: relationValue(courseId),
          holderName: user.name,
          courseTitle: course.title,
          issuedAt: new Date().toISOString(),
          status: 'valid',
          ...(cpd ? { cpd } : {}),
          statusIndex: newStatusIndex(),
          identitySalt: newIdentitySalt(),
        } as never,
        ...scope,
      });
      return toMyCertificate(doc as unknown as CertificateDoc);
    } catch (err) {
      // Another save issued it first (the member+course index), or the code or status index was
      // taken: read again, or draw new ones.
      const issued = await findCertificate(payload, learner);
      if (issued) return toMyCertificate(issued);
      if (attempt >= DRAW_ATTEMPTS) throw err;
    }
  }
}

/**
 * The certificate with its credential's status index and identity salt, assigning them to a
 * certificate issued before credentials existed (once: later reads find them stored).
 */
export async function withCredentialFields(
  payload: Payload,
  cert: CertificateDoc,
): Promise<CredentialReadyCertificate> {
  if (typeof cert.statusIndex === 'number' && cert.identitySalt) {
    return cert as CredentialReadyCertificate;
  }
  for (let attempt = 1; ; attempt += 1) {
    // Read and write in one transaction, serialised per certificate (lib/transaction-lock.ts): two
    // first requests at once, on one server or several, must not each store (and serve) an index.
    const req = await createLocalReq({}, payload);
    const owns = await initTransaction(req);
    try {
      await serializeInTransaction(payload, req, `credential:${cert.id}`);
      // The system completes its own record; no member or admin field changes.
      let doc = (await payload.findByID({
        collection: CERTIFICATES,
        id: cert.id,
        depth: 0,
        overrideAccess: true,
        req,
      })) as CertificateDoc;
      if (typeof doc.statusIndex !== 'number' || !doc.identitySalt) {
        doc = (await payload.update({
          collection: CERTIFICATES,
          id: cert.id,
          data: { statusIndex: newStatusIndex(), identitySalt: newIdentitySalt() } as never,
          depth: 0,
          overrideAccess: true,
          req,
        })) as unknown as CertificateDoc;
      }
      if (owns) await commitTransaction(req);
      return doc as CredentialReadyCertificate;
    } catch (err) {
      if (owns) await killTransaction(req);
      // The drawn index was taken (unique): draw again.
      if (attempt >= DRAW_ATTEMPTS) throw err;
    }
  }
}
