import express, { Router } from 'express';
import { MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { courseRoutes } from './courses';
import { apiErrorHandler, sendError } from './errors';
import { healthRoutes } from './health';

/** JSON bodies larger than this are refused with 413; no form of the product comes near it. */
export const API_BODY_LIMIT = '100kb';

/** The /api contract router (docs/api.md). Handlers validate, call the Local API and map shapes. */
export function apiRouter(payload: Payload): Router {
  const router = Router();
  router.use(express.json({ limit: API_BODY_LIMIT }));
  router.use(healthRoutes(payload));
  router.use(courseRoutes(payload));
  router.use((_req, res) => sendError(res, 404, MESSAGES.notFound));
  router.use(apiErrorHandler(payload.logger));
  return router;
}
