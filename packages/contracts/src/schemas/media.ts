import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';

/** One resized variant of an image, for `srcset`: its address and its intrinsic width. */
export const imageSourceSchema = z.object({ url: z.string(), width: z.number() });
export type ImageSource = z.infer<typeof imageSourceSchema>;

/**
 * An image as /api sends it: the file to fall back on, its alt text and intrinsic size (so the
 * page reserves its box before it loads), and the resized variants, narrowest first.
 * `invertInDark` (sent only when set) marks a light illustration that the dark theme shows
 * inverted, as its dark version.
 */
export const imageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  srcset: z.array(imageSourceSchema),
  invertInDark: z.literal(true).optional(),
});
export type Image = z.infer<typeof imageSchema>;
