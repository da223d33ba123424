import type { Request } from 'express';
import busboy from 'busboy';
import { MESSAGES, PROJECT_FILE_MAX_BYTES } from '@manara/contracts';
import { holdsNul } from '../middleware/nul-characters';
import { ApiError } from './errors';

/** A project's form: the PDF up to its limit, with room for the text fields and the multipart framing. */
export const PROJECT_BODY_LIMIT_BYTES = PROJECT_FILE_MAX_BYTES + 64 * 1024;
/**
 * A refused body up to this size is read to its end before the 413 goes out, so the client, still
 * sending, receives it; past it the connection is closed instead (as the CMS door does).
 */
const DRAIN_AT_MOST_BYTES = 16 * 1024 * 1024;
/** Far above any field the contract accepts (5,000 characters), so a cut value is always too long. */
const FIELD_MAX_BYTES = 64 * 1024;
const TEXT_FIELDS = new Set(['title', 'description', 'link']);

export interface UploadedFile {
  data: Buffer;
  name: string;
  size: number;
}

export interface ProjectForm {
  fields: Record<string, string>;
  /** Absent when the form carried no file, or an empty one (a file input left blank). */
  file?: UploadedFile;
}

/** What is left of the request's body is discarded (or the connection closed), so an early answer arrives. */
export function discardRest(req: Request): Promise<void> {
  if (req.complete) return Promise.resolve();
  if (Number(req.get('content-length') ?? 0) > DRAIN_AT_MOST_BYTES) {
    req.res?.set('Connection', 'close');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    req.once('end', resolve);
    req.once('close', resolve);
    req.once('error', () => resolve());
    req.resume();
  });
}

/** The 413 of a project body past its limit, answered once the body is out of the way. */
export async function refuseOversize(req: Request): Promise<never> {
  await discardRest(req);
  throw new ApiError(413, MESSAGES.projectFileTooLarge, { file: MESSAGES.projectFileTooLarge });
}

/**
 * Reads a multipart project form with busboy (the parser Payload itself uses): the text fields, and
 * the `file` part into memory, at most PROJECT_FILE_MAX_BYTES (past it, the rest is read and thrown
 * away and the answer is a 413). Other parts are ignored. A body busboy cannot read is a 400.
 */
export function readProjectForm(req: Request): Promise<ProjectForm> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: 1, fileSize: PROJECT_FILE_MAX_BYTES, fields: 10, fieldSize: FIELD_MAX_BYTES, parts: 12 },
    });
  } catch {
    // No boundary, or not a form busboy knows.
    return discardRest(req).then(() => {
      throw new ApiError(400, MESSAGES.malformedForm);
    });
  }
  return new Promise<ProjectForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    let tooLarge = false;
    let tooLong: string | undefined;
    parser.on('field', (name, value, info) => {
      if (!TEXT_FIELDS.has(name)) return;
      if (info.valueTruncated) tooLong = name;
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) return void stream.resume();
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (tooLarge) return;
        chunks.push(chunk);
        size += chunk.length;
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (!tooLarge && size > 0) file = { data: Buffer.concat(chunks), name: info.filename || 'project.pdf', size };
      });
    });
    parser.on('error', () => {
      req.unpipe(parser);
      void discardRest(req).then(() => reject(new ApiError(400, MESSAGES.malformedForm)));
    });
    parser.on('close', () => {
      if (tooLarge)
        return reject(new ApiError(413, MESSAGES.projectFileTooLarge, { file: MESSAGES.projectFileTooLarge }));
      if (tooLong) return reject(new ApiError(400, MESSAGES.textTooLong, { [tooLong]: MESSAGES.textTooLong }));
      if (holdsNul(fields)) return reject(new ApiError(400, MESSAGES.nulCharacter));
      resolve({ fields, ...(file ? { file } : {}) });
    });
    req.once('error', () => reject(new ApiError(400, MESSAGES.unreadableBody)));
    req.pipe(parser);
  });
}
