import type { RequestHandler } from 'express';
import { MESSAGES } from '@manara/contracts';
import { ApiError } from '../api/errors';

/** A request that carries a body must send it as JSON (api contract: 415). */
export const jsonBodiesOnly: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (hasBody && !req.is('application/json') && !req.is('+json')) throw new ApiError(415, MESSAGES.notJson);
  next();
};

/**
 * How deep a JSON body may nest. No body of the contract goes past 4 levels; a body nested
 * thousands deep parses, then overflows the stack of whatever walks it (a schema, a copy).
 */
export const JSON_DEPTH_MAX = 32;

/** True when `raw` (JSON) opens more than `max` arrays or objects inside each other. Strings are skipped. */
export function nestsDeeperThan(raw: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i += 1) {
    const byte = raw[i];
    if (inString) {
      // A backslash escapes the next byte; a quote ends the string.
      if (byte === 0x5c) i += 1;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (byte === 0x5d || byte === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** express.json's `verify`: a body nested past JSON_DEPTH_MAX is refused before it is parsed. */
export function refuseDeepJson(_req: unknown, _res: unknown, raw: Buffer): void {
  if (nestsDeeperThan(raw, JSON_DEPTH_MAX)) throw new ApiError(400, MESSAGES.bodyTooDeep);
}
