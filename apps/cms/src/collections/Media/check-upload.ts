import { MEDIA_MAX_BYTES, MEDIA_MIME_TYPES, MESSAGES } from '@manara/contracts';
import { APIError, type CollectionBeforeOperationHook } from 'payload';
import sharp from 'sharp';

/** sharp's names for the formats MEDIA_MIME_TYPES lists (AVIF is read by its HEIF decoder). */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** What the bytes are, whatever the file's name or declared type: a format sharp can resize, or not. */
async function isResizableImage(data: Buffer): Promise<boolean> {
  try {
    const { format } = await sharp(data).metadata();
    return format !== undefined && READABLE_FORMATS.has(format);
  } catch {
    return false;
  }
}

/**
 * A new or replaced file is checked before Payload stores or resizes anything, so an editor reads
 * one clear sentence (its own checks would say "Invalid file type" or fail inside sharp): too big
 * is a 413, anything but a JPEG, PNG, WebP or AVIF image a 415. SVG is refused: sharp cannot make
 * its variants, and a script inside one would run on our origin.
 */
export const checkUpload: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return;
  const file = req.file;
  if (!file) return;
  if (file.size > MEDIA_MAX_BYTES || file.data.length > MEDIA_MAX_BYTES) {
    throw new APIError(MESSAGES.mediaTooLarge, 413, undefined, true);
  }
  const declared = (MEDIA_MIME_TYPES as readonly string[]).includes(file.mimetype);
  if (!declared || !(await isResizableImage(file.data))) {
    throw new APIError(MESSAGES.mediaType, 415, undefined, true);
  }
};
