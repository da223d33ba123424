import { Router } from 'express';
import { apiRoutes, MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { isProduction } from '../../lib/env';
import { isShuttingDown } from '../lifecycle';
import { sendError } from './errors';

/** A query every server can answer while its database does: the check of both routes below. */
async function databaseAnswers(payload: Payload): Promise<boolean> {
  try {
    await payload.count({ collection: 'courses', overrideAccess: true });
    return true;
  } catch (err) {
    payload.logger.error({ err }, 'Health check: database did not answer');
    return false;
  }
}

/** Databases whose committed migrations have all been seen applied: they cannot be undone while we run. */
const migrated = new WeakSet<Payload>();

/**
 * Whether every migration committed with this code has been applied. Production runs them before
 * it listens, but a server sharing a database another is still migrating must not take visitors.
 * Development and tests push the schema instead: nothing to wait for.
 */
async function migrationsDone(payload: Payload): Promise<boolean> {
  if (migrated.has(payload)) return true;
  const committed = (payload.db as { prodMigrations?: { name: string }[] }).prodMigrations ?? [];
  if (isProduction && committed.length > 0) {
    // Payload's own bookkeeping collection, read by the server itself: no user, no access rules.
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      pagination: false,
      depth: 0,
      select: { name: true },
      overrideAccess: true,
    });
    const applied = new Set(docs.map((doc) => doc.name));
    if (!committed.every((migration) => applied.has(migration.name))) return false;
  }
  migrated.add(payload);
  return true;
}

/**
 * Liveness and readiness (docs/deploy.md). /api/health: the process runs and its database answers
 * (restart it if not). /api/ready: send it visitors; 503 while the database is away or not yet
 * migrated, and from the moment a shutdown begins, so a load balancer drains it before it closes.
 */
export function healthRoutes(payload: Payload): Router {
  const router = Router();
  router.get(apiRoutes.health.pattern, async (_req, res) => {
    if (!(await databaseAnswers(payload))) return sendError(res, 503, MESSAGES.databaseUnavailable);
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get(apiRoutes.ready.pattern, async (_req, res) => {
    if (isShuttingDown()) return sendError(res, 503, MESSAGES.shuttingDown);
    if (!(await databaseAnswers(payload))) return sendError(res, 503, MESSAGES.databaseUnavailable);
    if (!(await migrationsDone(payload))) return sendError(res, 503, MESSAGES.migrationsPending);
    res.set('Cache-Control', 'no-store').json({ status: 'ready' });
  });
  return router;
}
