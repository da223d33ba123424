import { Router } from 'express';
import { apiRoutes, type CourseLearning } from '@manara/contracts';
import type { Payload, Where } from 'payload';
import { assessmentSummary } from '../../lib/learning/assessments';
import { findCertificate, toMyCertificate } from '../../lib/learning/certificates';
import { PROJECT_SUBMISSIONS, type ProjectSubmissionDoc } from '../../lib/learning/records';
import { currentUser, requireSession } from '../middleware/session';
import { publishedCourseId } from './learning-course';
import { toProjectSubmission } from './learning-mappers';

/** GET /api/me/courses/:id: the member's enrollment, assessment standing, project and certificate on one course. */
export function myCourseRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.myCourse.pattern, requireSession(payload), async (req, res) => {
    const courseId = await publishedCourseId(payload, req);
    const userId = String(currentUser(req).id);
    const mine: Where = { and: [{ user: { equals: userId } }, { course: { equals: courseId } }] };
    // Read as the system for this one member: the route has decided whose rows these are.
    const [enrollments, summary, projects, certificate] = await Promise.all([
      payload.find({ collection: 'enrollments', where: mine, limit: 1, depth: 0, overrideAccess: true }),
      assessmentSummary(payload, { userId, courseId }),
      payload.find({ collection: PROJECT_SUBMISSIONS, where: mine, limit: 1, depth: 0, overrideAccess: true }),
      findCertificate(payload, { userId, courseId }),
    ]);
    const enrollment = enrollments.docs[0];
    const project = projects.docs[0] as unknown as ProjectSubmissionDoc | undefined;
    const body: CourseLearning = {
      courseId,
      enrollment: enrollment
        ? {
            id: String(enrollment.id),
            status: enrollment.status,
            progress: enrollment.progress,
            updatedAt: enrollment.updatedAt,
          }
        : null,
      assessment: summary,
      project: project ? toProjectSubmission(project) : null,
      certificate: certificate ? toMyCertificate(certificate) : null,
    };
    res.json(body);
  });

  return router;
}
