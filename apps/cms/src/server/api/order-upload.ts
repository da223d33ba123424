import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import busboy from 'busboy';
import { MESSAGES, ORDER_FILE_MAX_BYTES } from '@manara/contracts';
import { ApiError } from './errors';
import { discardRest } from './project-form';

/** An order upload's body: the file at its limit, with room for the multipart framing. */
export const ORDER_BODY_LIMIT_BYTES = ORDER_FILE_MAX_BYTES + 64 * 1024;

/** An upload written to a temporary file, never held whole in memory (it may be 50 MB). */
export interface TempUpload {
  tempFilePath: string;
  name: string;
  size: number;
  /** Removes the temporary folder; call it whatever happened. */
  dispose: () => Promise<void>;
}

const tooLarge = () => new ApiError(413, MESSAGES.orderFileTooLarge, { file: MESSAGES.orderFileTooLarge });

/**
 * Reads a multipart order upload with busboy (the parser Payload itself uses): the `file` part is
 * streamed to a temporary file, at most ORDER_FILE_MAX_BYTES (past it the rest is read and dropped
 * and the answer is a 413). Other parts are ignored. No file, or an empty one, is a 400; a body
 * busboy cannot read is a 400 too; a body announced past the limit is refused before it is read.
 */
export async function readOrderUpload(req: Request): Promise<TempUpload> {
  if (Number(req.get('content-length') ?? 0) > ORDER_BODY_LIMIT_BYTES) {
    await discardRest(req);
    throw tooLarge();
  }
  if (!req.is('multipart/form-data')) {
    await discardRest(req);
    throw new ApiError(415, MESSAGES.notJsonOrForm);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: 1, fileSize: ORDER_FILE_MAX_BYTES, fields: 5, parts: 6 },
    });
  } catch {
    await discardRest(req);
    throw new ApiError(400, MESSAGES.malformedForm);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'manara-order-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const upload = await new Promise<Omit<TempUpload, 'dispose'> | undefined>((resolve, reject) => {
      let found: Promise<Omit<TempUpload, 'dispose'> | undefined> | undefined;
      let truncated = false;
      parser.on('file', (field, stream, info) => {
        if (field !== 'file' || found) return void stream.resume();
        const tempFilePath = path.join(dir, 'upload');
        let size = 0;
        stream.on('data', (chunk: Buffer) => (size += chunk.length));
        stream.on('limit', () => (truncated = true));
        found = pipeline(stream, createWriteStream(tempFilePath)).then(() =>
          size > 0 ? { tempFilePath, name: info.filename || 'file', size } : undefined,
        );
      });
      parser.on('error', () => {
        req.unpipe(parser);
        void discardRest(req).then(() => reject(new ApiError(400, MESSAGES.malformedForm)));
      });
      parser.on('close', () => {
        if (truncated) return reject(tooLarge());
        (found ?? Promise.resolve(undefined)).then(resolve, reject);
      });
      req.once('error', () => reject(new ApiError(400, MESSAGES.unreadableBody)));
      req.pipe(parser);
    });
    if (!upload) throw new ApiError(400, MESSAGES.orderFileMissing, { file: MESSAGES.orderFileMissing });
    return { ...upload, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
