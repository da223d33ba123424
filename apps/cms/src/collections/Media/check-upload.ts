import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_MIME_TYPES, MESSAGES } from '@manara/contracts';
import type { CollectionBeforeOperationHook } from 'payload';
import sharp from 'sharp';
import { ClientError } from '../../lib/client-error';

/** sharp's names for the formats MEDIA_MIME_TYPES lists (AVIF is read by its HEIF decoder). */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * What the bytes are, whatever the file's name or declared type: a format sharp can resize and its
 * size in pixels, or nothing. Read from the header only: no pixel is decoded here.
 */
async function resizableImage(data: Buffer): Promise<{ pixels: number } | undefined> {
  try {
    const { format, width = 0, height = 0, pages = 1 } = await sharp(data).metadata();
    return format !== undefined && READABLE_FORMATS.has(format) ? { pixels: width * height * pages } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new or replaced file is checked before Payload stores or resizes anything, so an editor reads
 * one clear sentence (its own checks would say "Invalid file type" or fail inside sharp): too big
 * is a 413, as is an image of more than MEDIA_MAX_PIXELS; anything but a JPEG, PNG, WebP or AVIF
 * image is a 415. SVG is refused: sharp cannot make its variants, and a script inside one would run
 * on our origin.
 */
export const checkUpload: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return;
  const file = req.file;
  if (!file) return;
  if (file.size > MEDIA_MAX_BYTES || file.data.length > MEDIA_MAX_BYTES) {
    throw new ClientError(MESSAGES.mediaTooLarge, 413);
  }
  const declared = (MEDIA_MIME_TYPES as readonly string[]).includes(file.mimetype);
  const image = declared ? await resizableImage(file.data) : undefined;
  if (!image) throw new ClientError(MESSAGES.mediaType, 415);
  // Refused before Payload decodes it to make the variants (sharp's own limit stands behind this).
  if (image.pixels > MEDIA_MAX_PIXELS) throw new ClientError(MESSAGES.mediaTooManyPixels, 413);
};
