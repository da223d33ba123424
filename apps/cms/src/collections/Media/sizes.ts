import type { ImageSize } from 'payload';

/**
 * The variants Payload makes of every upload: 16:9 WebP cut around the editor's focal point, for
 * `srcset` (card thumbnails on phones, cards, and the course page's wide image). An original
 * narrower than a size gets no file for it; the site then offers the sizes that exist.
 */
export const IMAGE_SIZES: ImageSize[] = [
  { name: 'thumbnail', width: 400, height: 225 },
  { name: 'card', width: 800, height: 450 },
  { name: 'hero', width: 1600, height: 900 },
].map((size) => ({ ...size, formatOptions: { format: 'webp', options: { quality: 78 } } }));
