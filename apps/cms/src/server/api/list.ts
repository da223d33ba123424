import type { Request, Response } from 'express';
import { listQuerySchema, TOTAL_COUNT_HEADER, type ListQuery } from '@manara/contracts';
import { parseWith } from './validate';

/**
 * ?limit= (default 100, max 500) and ?page= (1-based, max 100,000) of an admin list. Absent or blank
 * means the default; anything else out of range is a 400, never an OFFSET the database cannot take.
 */
export function listQuery(req: Request): ListQuery {
  return parseWith(listQuerySchema, req.query);
}

export function sendList<T>(res: Response, items: T[], totalDocs: number): void {
  res.set(TOTAL_COUNT_HEADER, String(totalDocs)).json(items);
}
