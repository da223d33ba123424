import { MESSAGES, PROJECT_FILE_MAX_BYTES } from '@manara/contracts';
import { APIError, type CollectionBeforeOperationHook } from 'payload';

/** A PDF starts with these bytes whatever its name or declared type says. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** How much of the end holds the trailer: `startxref` and the `%%EOF` marker. */
const TRAILER_BYTES = 1024;

/**
 * What the bytes are, whatever the file's name or declared type: a PDF starts with `%PDF-` and ends
 * with its trailer (`startxref`, `%%EOF`). Payload's own upload check asks for the same, so a file
 * that passes here is not refused there with Payload's sentence.
 */
export function isPdf(data: Buffer): boolean {
  if (data.length < PDF_MAGIC.length || !data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return false;
  const trailer = data.subarray(Math.max(0, data.length - TRAILER_BYTES)).toString('latin1');
  return trailer.includes('%%EOF') && trailer.includes('xref');
}

/**
 * Every project file, from /api or /cms, is checked before Payload stores it: too big is a 413,
 * anything whose bytes are not a PDF a 415, each with the contract's sentence.
 */
export const checkProjectFile: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return;
  const file = req.file;
  if (!file) return;
  if (file.size > PROJECT_FILE_MAX_BYTES || file.data.length > PROJECT_FILE_MAX_BYTES) {
    throw new APIError(MESSAGES.projectFileTooLarge, 413, undefined, true);
  }
  if (!isPdf(file.data)) throw new APIError(MESSAGES.projectFileType, 415, undefined, true);
};
