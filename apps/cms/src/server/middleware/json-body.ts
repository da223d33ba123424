import type { RequestHandler } from 'express';
import { MESSAGES } from '@manara/contracts';
import { ApiError } from '../api/errors';

/** A request that carries a body must send it as JSON (api contract: 415). */
export const jsonBodiesOnly: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (hasBody && !req.is('application/json') && !req.is('+json')) throw new ApiError(415, MESSAGES.notJson);
  next();
};
