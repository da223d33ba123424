import path from 'node:path';
import { Readable } from 'node:stream';
import { Router, type ErrorRequestHandler, type Request } from 'express';
import { apiRoutes, MESSAGES, ORDER_FILE_TYPES } from '@manara/contracts';
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload';
import type { RequestFile as RequestFileDoc, ServiceRequest as ServiceRequestDoc } from '../../payload-types';
import { orderFilesDir } from '../../collections/Orders/request-files';
import { spendAttempt, type Budget } from '../../lib/attempt-budget';
import { env } from '../../lib/env';
import { ORDER_PARTY, type OrderParty } from '../../lib/orders/activity';
import { serializeInTransaction } from '../../lib/transaction-lock';
import { detectOrderFileKind, storedName } from '../../lib/orders/file-type';
import { storedFileResponse } from '../../lib/storage';
import { currentUser, requireAdmin, requireSession } from '../middleware/session';
import { ApiError } from './errors';
import { toOrderFile } from './order-mappers';
import { readOrderUpload } from './order-upload';
import { memberOrder, teamOrder } from './order-workspace';
import { discardRest } from './project-form';
import { readableById } from './readable-by-id';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each account's uploads to orders in a sliding day (ORDER_UPLOADS_PER_DAY), refused ones included. */
const uploadBudget = (): Budget => ({ name: 'order-uploads', limit: env().ORDER_UPLOADS_PER_DAY, windowMs: DAY_MS });

const overBudget = () => new ApiError(429, MESSAGES.orderUploadBudget);

/** The bytes an account stored on orders in the last day, read as the system (it is the account's own budget). */
async function bytesStoredToday(payload: Payload, req: PayloadRequest, userId: number | string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'request-files',
    where: {
      and: [
        { actor: { equals: userId } },
        { createdAt: { greater_than: new Date(Date.now() - DAY_MS).toISOString() } },
      ],
    },
    select: { filesize: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return docs.reduce((sum, doc) => sum + (doc.filesize ?? 0), 0);
}

/**
 * One upload to an order, by its member or by the team: within the account's budget (a count of
 * uploads and the megabytes stored in a day, ORDER_UPLOAD_MB_PER_DAY), streamed to a temporary file,
 * recognised by its bytes, and stored privately through Payload (the disk or the bucket). The upload
 * is spent before the body is read, so refused files count too: 429 with the contract's sentence.
 */
async function storeUpload(payload: Payload, req: Request, order: ServiceRequestDoc, party: OrderParty) {
  const user = currentUser(req);
  const verdict = await spendAttempt(payload, uploadBudget(), String(user.id));
  if (!verdict.allowed) {
    req.res?.set('Retry-After', String(verdict.retryAfterS));
    throw overBudget();
  }
  const upload = await readOrderUpload(req);
  try {
    const kind = await detectOrderFileKind(upload);
    if (!kind) throw new ApiError(415, MESSAGES.orderFileType, { file: MESSAGES.orderFileType });
    const name = storedName(upload.name, kind);
    if (!name) throw new ApiError(415, MESSAGES.orderFileNameMismatch, { file: MESSAGES.orderFileNameMismatch });
    // The day's megabytes are counted and the file stored in one transaction, one upload of the
    // account's at a time (lib/transaction-lock.ts), so two uploads at once cannot both fit the
    // budget's last megabytes.
    const local = await createLocalReq({ user, context: { [ORDER_PARTY]: party } }, payload);
    const owns = await initTransaction(local);
    try {
      await serializeInTransaction(payload, local, `order-upload-bytes:${user.id}`);
      if (
        (await bytesStoredToday(payload, local, user.id)) + upload.size >
        env().ORDER_UPLOAD_MB_PER_DAY * 1024 * 1024
      ) {
        throw overBudget();
      }
      const doc = await payload.create({
        collection: 'request-files',
        data: { request: order.id, kind } as never,
        // Payload copies (or streams to the bucket) from the temporary file: the file is never in memory.
        file: {
          data: Buffer.alloc(0),
          tempFilePath: upload.tempFilePath,
          name,
          mimetype: ORDER_FILE_TYPES[kind].mimeType,
          size: upload.size,
        },
        depth: 0,
        // Members cannot create order files through /cms; this route has decided the order is theirs.
        overrideAccess: true,
        req: local,
      });
      if (owns) await commitTransaction(local);
      return toOrderFile(doc as RequestFileDoc);
    } catch (err) {
      if (owns) await killTransaction(local);
      throw err;
    }
  } finally {
    await upload.dispose();
  }
}

/**
 * A refusal raised before the body was read (no session, unknown order, the budget spent) still waits
 * for the upload to end, so the client receives it instead of a reset connection.
 */
const drainBeforeRefusing: ErrorRequestHandler = (err, req, _res, next) => {
  void discardRest(req).then(() => next(err));
};

/**
 * POST /api/me/service-requests/:id/files (the member's data and documents) and
 * POST /api/admin/service-requests/:id/files (the team's deliverables): multipart form data with one
 * `file`. They read their own bodies, so the router registers them before the JSON-only rule.
 */
export function orderUploadRoutes(payload: Payload): Router {
  const router = Router();
  router.post(apiRoutes.myServiceRequestFiles.pattern, requireSession(payload), async (req, res) => {
    const order = await memberOrder(payload, req);
    res.status(201).json(await storeUpload(payload, req, order, 'member'));
  });
  router.post(apiRoutes.adminServiceRequestFiles.pattern, requireAdmin(payload), async (req, res) => {
    const order = await teamOrder(payload, req);
    res.status(201).json(await storeUpload(payload, req, order, 'team'));
  });
  router.use(drainBeforeRefusing);
  return router;
}

/**
 * GET /api/request-files/:id: an order's file for the order's member or an admin, as an attachment
 * of the type its bytes were recognised as. Anyone else gets the 404 of a file that does not exist.
 */
export function orderFileDownloadRoutes(payload: Payload): Router {
  const router = Router();
  router.get(apiRoutes.requestFile.pattern, requireSession(payload), async (req, res) => {
    const doc = await readableById<RequestFileDoc>(payload, req, 'request-files');
    if (!doc.filename) throw new ApiError(404, MESSAGES.notFound);
    res.attachment(doc.name ?? doc.filename);
    res.type(ORDER_FILE_TYPES[doc.kind].mimeType);
    const fromBucket = await storedFileResponse(payload, 'request-files', { ...doc, filename: doc.filename });
    if (!fromBucket) return res.sendFile(path.join(orderFilesDir(), path.basename(doc.filename)));
    if (!fromBucket.ok || !fromBucket.body) throw new ApiError(404, MESSAGES.notFound);
    Readable.fromWeb(fromBucket.body as never).pipe(res);
  });
  return router;
}
