import type { Request, Response } from 'express';
import { listQuerySchema, TOTAL_COUNT_HEADER, type ListQuery } from '@manara/contracts';

/** ?limit= (default 100, max 500) and ?page= (1-based) of an admin list; nonsense falls back to the defaults. */
export function listQuery(req: Request): ListQuery {
  return listQuerySchema.parse(req.query ?? {});
}

export function sendList<T>(res: Response, items: T[], totalDocs: number): void {
  res.set(TOTAL_COUNT_HEADER, String(totalDocs)).json(items);
}
