import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import type { Payload } from 'payload';
import { ONE_CLICK_UNSUBSCRIBE } from '../../lib/lead-mail';
import { formPartsOf } from '../multipart';
import { ApiError } from './errors';
import { linkToken, refuse, unreadable } from './form-posts';
import { endSubscription } from './newsletter';

/**
 * A mail client's one-click Unsubscribe (RFC 8058; its header is set in lib/lead-mail.ts): the
 * client posts `List-Unsubscribe=One-Click` to the unsubscribe link itself, from its own servers, as
 * `multipart/form-data` or form-encoded, with no Origin and no cookie. The link's token is all the
 * proof there is, as when the reader opens it. Not budgeted: a mail provider posts for many readers
 * from few addresses, and a forged token is refused before the database is asked. Any other post to
 * the page (its own form, without scripts) passes on to the form intake (form-posts.ts).
 */

/** The one-click body is one short field, and the page's own form one hidden field: nothing longer is either. */
const BODY_LIMIT = 1024;

const [[ONE_CLICK_NAME, ONE_CLICK_VALUE]] = [...new URLSearchParams(ONE_CLICK_UNSUBSCRIBE)] as [[string, string]];

async function oneClickValue(req: Request): Promise<string | undefined> {
  if (Buffer.isBuffer(req.body)) return (await formPartsOf(req, req.body))?.fields.get(ONE_CLICK_NAME);
  const value = (req.body as Record<string, unknown> | undefined)?.[ONE_CLICK_NAME];
  return typeof value === 'string' ? value : undefined;
}

export function oneClickUnsubscribe(payload: Payload): (RequestHandler | ErrorRequestHandler)[] {
  const read = [
    express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 8 }),
    express.raw({ type: 'multipart/form-data', limit: BODY_LIMIT }),
  ];
  const unsubscribe: RequestHandler = async (req, res, next) => {
    if ((await oneClickValue(req)) !== ONE_CLICK_VALUE) return next();
    res.set('Cache-Control', 'no-store');
    try {
      await endSubscription(payload, linkToken(req));
    } catch (err) {
      if (err instanceof ApiError) return refuse(res, err.status, err.message);
      throw err;
    }
    res.status(204).end();
  };
  // A body no mail client sends (too long, torn) is refused in the contract's words, as the form intake does.
  return [...read, unreadable, unsubscribe];
}
