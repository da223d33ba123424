import { randomBytes } from 'node:crypto';
import { API_BASE, apiRoutes, type MyCertificate } from '@manara/contracts';
import type { Payload } from 'payload';
import { assessmentSummary } from './assessments';
import { findLearnerRow, type LearnerKey } from './learner-row';
import { CERTIFICATES, idOf, PROJECT_SUBMISSIONS, relationValue, type CertificateDoc } from './records';

/** The code's alphabet (contracts' CERTIFICATE_CODE): 32 signs without the look-alikes 0/O and 1/I. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A collision among 32^8 codes is rare; a few fresh draws make it vanishingly so. */
const CODE_ATTEMPTS = 5;

/** A fresh `MNR-XXXX-XXXX` from the system's random source (32 signs: each byte's low 5 bits, unbiased). */
export function newCertificateCode(): string {
  const bytes = randomBytes(8);
  const signs = Array.from(bytes, (byte) => CODE_ALPHABET[byte & 31]).join('');
  return `MNR-${signs.slice(0, 4)}-${signs.slice(4)}`;
}

/** A certificate as its holder sees it, with the address of its PDF. */
export function toMyCertificate(doc: CertificateDoc): MyCertificate {
  const id = String(doc.id);
  return {
    id,
    code: doc.code,
    courseId: idOf(doc.course),
    courseTitle: doc.courseTitle,
    issuedAt: doc.issuedAt,
    status: doc.status,
    pdfUrl: `${API_BASE}${apiRoutes.myCertificatePdf.href(id)}`,
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
        } as never,
        ...scope,
      });
      return toMyCertificate(doc as unknown as CertificateDoc);
    } catch (err) {
      // Another save issued it first (the member+course index), or the code was taken: read again, or
      // draw a new code.
      const issued = await findCertificate(payload, learner);
      if (issued) return toMyCertificate(issued);
      if (attempt >= CODE_ATTEMPTS) throw err;
    }
  }
}
