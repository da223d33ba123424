import type { Request, Response } from 'express';
import type { Payload } from 'payload';
import { isContentEditor } from '../../access';
import { sessionUser, type SessionUser } from '../middleware/session';

/**
 * `?preview=1` from a signed-in editor or admin (a Preview link in /cms, its live preview, and the
 * server-rendered page behind it): `load` reads the latest draft as that user, and the answer is
 * never cached (it changes with every autosave) nor indexed. Anyone else, or a request without
 * `?preview=1`, gets false: the public route answers with what is published.
 */
export async function sendEditorPreview(
  payload: Payload,
  req: Request,
  res: Response,
  load: (user: SessionUser) => Promise<unknown>,
): Promise<boolean> {
  if (req.query.preview !== '1') return false;
  const user = await sessionUser(payload, req);
  if (!user || !isContentEditor(user)) return false;
  const body = await load(user);
  res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).json(body);
  return true;
}
