import { Router } from 'express';
import { apiRoutes, type CourseLearning } from '@manara/contracts';
import type { Payload } from 'payload';
import { assessmentAllowance, assessmentSummary } from '../../lib/learning/assessments';
import { findCertificate, toMyCertificate } from '../../lib/learning/certificates';
import { findLearnerRow } from '../../lib/learning/learner-row';
import { PROJECT_SUBMISSIONS, type ProjectSubmissionDoc } from '../../lib/learning/records';
import type { Enrollment as EnrollmentDoc } from '../../payload-types';
import { currentUser, requireSession } from '../middleware/session';
import { publishedCourseId } from './learning-course';
import { toProjectSubmission } from './learning-mappers';

/** GET /api/me/courses/:id: the member's enrollment, assessment standing, project and certificate on one course. */
export function myCourseRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.myCourse.pattern, requireSession(payload), async (req, res) => {
    const courseId = await publishedCourseId(payload, req);
    const userId = String(currentUser(req).id);
    const learner = { userId, courseId };
    // Read as the system for this one member: the route has decided whose rows these are.
    const [enrollment, summary, allowance, project, certificate] = await Promise.all([
      findLearnerRow<EnrollmentDoc>(payload, 'enrollments', learner),
      assessmentSummary(payload, learner),
      assessmentAllowance(payload, learner),
      findLearnerRow<ProjectSubmissionDoc>(payload, PROJECT_SUBMISSIONS, learner),
      findCertificate(payload, learner),
    ]);
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
      assessment: { ...summary, ...allowance },
      project: project ? toProjectSubmission(project) : null,
      certificate: certificate ? toMyCertificate(certificate) : null,
    };
    res.json(body);
  });

  return router;
}
