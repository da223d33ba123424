import type { Enrollment, EnrollmentLearning } from '@manara/contracts';
import type { CollectionSlug, Payload, Where } from 'payload';
import { ASSESSMENT_ATTEMPTS } from '../../lib/learning/assessments';
import {
  CERTIFICATES,
  idOf,
  PROJECT_SUBMISSIONS,
  type CertificateDoc,
  type ProjectSubmissionDoc,
} from '../../lib/learning/records';

const key = (userId: unknown, courseId: unknown) => `${idOf(userId)}:${idOf(courseId)}`;

/**
 * The learner's results beside each of the admin's enrollment rows: best assessment score, project
 * status and certificate. Three reads for the whole page (not three per row), each narrowed to the
 * page's members and courses.
 */
export async function withLearning<E extends Pick<Enrollment, 'userId' | 'courseId'>>(
  payload: Payload,
  rows: E[],
): Promise<(E & EnrollmentLearning)[]> {
  if (rows.length === 0) return [];
  const where: Where = {
    and: [
      { user: { in: [...new Set(rows.map((r) => r.userId))] } },
      { course: { in: [...new Set(rows.map((r) => r.courseId))] } },
    ],
  };
  const read = (collection: CollectionSlug, select: Record<string, true>) =>
    payload.find({ collection, where, depth: 0, pagination: false, overrideAccess: true, select: select as never });
  const [attempts, projects, certificates] = await Promise.all([
    read(ASSESSMENT_ATTEMPTS, { user: true, course: true, score: true }),
    read(PROJECT_SUBMISSIONS, { user: true, course: true, status: true }),
    read(CERTIFICATES, { user: true, course: true, code: true, status: true }),
  ]);
  const best = new Map<string, number>();
  for (const a of attempts.docs as unknown as { user: unknown; course: unknown; score: number }[]) {
    const k = key(a.user, a.course);
    best.set(k, Math.max(best.get(k) ?? 0, a.score));
  }
  const project = new Map<string, ProjectSubmissionDoc>();
  for (const p of projects.docs as unknown as ProjectSubmissionDoc[]) project.set(key(p.user, p.course), p);
  const certificate = new Map<string, CertificateDoc>();
  for (const c of certificates.docs as unknown as CertificateDoc[]) certificate.set(key(c.user, c.course), c);

  return rows.map((row) => {
    const k = key(row.userId, row.courseId);
    const p = project.get(k);
    const c = certificate.get(k);
    return {
      ...row,
      bestScore: best.get(k) ?? null,
      projectStatus: p?.status ?? null,
      projectSubmissionId: p ? String(p.id) : null,
      certificate: c ? { id: String(c.id), code: c.code, status: c.status } : null,
    };
  });
}
