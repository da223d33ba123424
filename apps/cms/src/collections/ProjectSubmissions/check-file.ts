import { MESSAGES, PROJECT_FILE_MAX_BYTES } from '@manara/contracts';
import type { CollectionBeforeOperationHook } from 'payload';
import { isPdfParts } from '../../lib/pdf';
import { ClientError } from '../../lib/client-error';

/** Whether the bytes are a PDF, whatever the file's name or declared type says (lib/pdf.ts). */
export const isPdf = (data: Buffer): boolean => isPdfParts(data, data);

/**
 * Every project file, from /api or /cms, is checked before Payload stores it: too big is a 413,
 * anything whose bytes are not a PDF a 415, each with the contract's sentence.
 */
export const checkProjectFile: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return;
  const file = req.file;
  if (!file) return;
  if (file.size > PROJECT_FILE_MAX_BYTES || file.data.length > PROJECT_FILE_MAX_BYTES) {
    throw new ClientError(MESSAGES.projectFileTooLarge, 413);
  }
  if (!isPdf(file.data)) throw new ClientError(MESSAGES.projectFileType, 415);
};
