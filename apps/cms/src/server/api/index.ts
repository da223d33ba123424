import express, { Router } from 'express';
import { MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { jsonBodiesOnly, refuseDeepJson } from '../middleware/json-body';
import { refuseNulCharacters } from '../middleware/nul-characters';
import { authRateLimit } from '../middleware/rate-limit';
import { sameOriginOnly } from '../middleware/same-origin';
import { assessmentRoutes } from './assessments';
import { authRoutes } from './auth';
import { certificateRoutes } from './certificates';
import { courseRoutes } from './courses';
import { credentialRoutes } from './credentials';
import { enrollmentRoutes } from './enrollments';
import { apiErrorHandler, sendError } from './errors';
import { healthRoutes } from './health';
import { inboxRoutes } from './inbox';
import { journalRoutes } from './journals';
import { leadRoutes } from './leads';
import { learningProgressRoutes } from './learning-progress';
import { myCourseRoutes } from './my-course';
import { newsletterRoutes } from './newsletter';
import { notificationRoutes } from './notifications';
import { orderFileDownloadRoutes, orderUploadRoutes } from './order-files';
import { orderRoutes } from './orders';
import { pageRoutes } from './pages';
import { projectSubmissionRoutes, projectUploadRoutes } from './project-submissions';
import { projectRoutes } from './projects';
import { reviewRoutes } from './reviews';
import { serviceRequestRoutes } from './service-requests';
import { serviceRoutes } from './services';
import { siteRoutes } from './site';
import { summaryRoutes } from './summary';
import { userRoutes } from './users';

/** JSON bodies larger than this are refused with 413; no form of the product comes near it. */
export const API_BODY_LIMIT = '100kb';

/** The /api contract router (docs/api.md). Handlers validate, call the Local API and map shapes. */
export function apiRouter(payload: Payload): Router {
  const router = Router();
  router.use((_req, res, next) => {
    // Personal and admin answers are never stored; public GETs override this with their own policy.
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(sameOriginOnly);
  // First for the address (paths and queries), then again once a JSON body is parsed.
  router.use(refuseNulCharacters);
  // A course project's PDF arrives as form data: its route reads its own body, before the JSON-only rule.
  router.use(projectUploadRoutes(payload, API_BODY_LIMIT));
  // So do the files of an order, both ways.
  router.use(orderUploadRoutes(payload));
  router.use(jsonBodiesOnly);
  router.use(express.json({ limit: API_BODY_LIMIT, verify: refuseDeepJson }));
  router.use(refuseNulCharacters);
  router.use(healthRoutes(payload));
  router.use(siteRoutes(payload));
  router.use(pageRoutes(payload));
  router.use(authRoutes(payload, authRateLimit(payload)));
  router.use(serviceRoutes(payload));
  router.use(courseRoutes(payload));
  router.use(projectRoutes(payload));
  router.use(reviewRoutes(payload));
  router.use(journalRoutes(payload));
  router.use(summaryRoutes(payload));
  router.use(userRoutes(payload));
  router.use(enrollmentRoutes(payload));
  router.use(serviceRequestRoutes(payload));
  router.use(leadRoutes(payload));
  router.use(newsletterRoutes(payload));
  router.use(inboxRoutes(payload));
  router.use(orderRoutes(payload));
  router.use(orderFileDownloadRoutes(payload));
  router.use(notificationRoutes(payload));
  router.use(myCourseRoutes(payload));
  router.use(projectSubmissionRoutes(payload));
  router.use(certificateRoutes(payload));
  router.use(credentialRoutes(payload));
  router.use(learningProgressRoutes(payload));
  router.use(assessmentRoutes(payload));
  router.use((_req, res) => sendError(res, 404, MESSAGES.notFound));
  router.use(apiErrorHandler(payload.logger));
  return router;
}
