import {
  API_BASE,
  apiRoutes,
  type AdminCertificate,
  type AdminProjectSubmission,
  type CertificateVerification,
  type ProjectSubmission,
} from '@manara/contracts';
import { toMyCertificate } from '../../lib/learning/certificates';
import { idOf, type CertificateDoc, type ProjectSubmissionDoc } from '../../lib/learning/records';

/** Stored project submissions and certificates → the /api contract's shapes (schemas/learning.ts). */

const populatedField = (value: unknown, field: string): string | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const found = (value as Record<string, unknown>)[field];
  return typeof found === 'string' ? found : undefined;
};

/** A member's project as they see it; the file's address is the /api route that checks who asks. */
export function toProjectSubmission(doc: ProjectSubmissionDoc): ProjectSubmission {
  const id = String(doc.id);
  return {
    id,
    courseId: idOf(doc.course),
    title: doc.title,
    description: doc.description,
    ...(doc.link ? { link: doc.link } : {}),
    ...(doc.filename
      ? {
          file: {
            filename: doc.filename,
            size: doc.filesize ?? 0,
            url: `${API_BASE}${apiRoutes.projectSubmissionFile.href(id)}`,
          },
        }
      : {}),
    status: doc.status,
    ...(doc.comment ? { comment: doc.comment } : {}),
    submittedAt: doc.submittedAt,
    ...(doc.reviewedAt ? { reviewedAt: doc.reviewedAt } : {}),
  };
}

/** The admin's row: the project with whose it is and which course's (user and course populated). */
export function toAdminProjectSubmission(doc: ProjectSubmissionDoc): AdminProjectSubmission {
  return {
    ...toProjectSubmission(doc),
    userId: idOf(doc.user),
    memberName: populatedField(doc.user, 'name') ?? 'Removed user',
    courseTitle: populatedField(doc.course, 'title') ?? 'Removed course',
  };
}

export function toAdminCertificate(doc: CertificateDoc): AdminCertificate {
  return {
    ...toMyCertificate(doc),
    userId: idOf(doc.user),
    holderName: doc.holderName,
    ...(doc.revokedAt ? { revokedAt: doc.revokedAt } : {}),
  };
}

/** The public verification: whether the certificate is real, and nothing else about its holder. */
export function toCertificateVerification(doc: CertificateDoc): CertificateVerification {
  const { cpd, credentialUrl } = toMyCertificate(doc);
  return {
    code: doc.code,
    status: doc.status,
    holderName: doc.holderName,
    courseTitle: doc.courseTitle,
    issuedAt: doc.issuedAt,
    ...(doc.status === 'revoked' && doc.revokedAt ? { revokedAt: doc.revokedAt } : {}),
    ...(cpd ? { cpd } : {}),
    credentialUrl,
  };
}
