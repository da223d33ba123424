import { z } from 'zod';

/** What an editor may upload to the media library: raster images sharp can resize into variants. */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The largest image file an editor may upload (the CMS door lets a little more through for the form). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** One resized variant of an image, for `srcset`: its address and its intrinsic width. */
export const imageSourceSchema = z.object({ url: z.string(), width: z.number() });
export type ImageSource = z.infer<typeof imageSourceSchema>;

/**
 * An image as /api sends it: the file to fall back on, its alt text and intrinsic size (so the
 * page reserves its box before it loads), and the resized variants, narrowest first.
 */
export const imageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  srcset: z.array(imageSourceSchema),
});
export type Image = z.infer<typeof imageSchema>;
