/** What an editor may upload to the media library: raster images sharp can resize into variants. */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The largest image file an editor may upload (the CMS door lets a little more through for the form). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels an uploaded image may have: 25 megapixels (a 6000 × 4000 camera photo). Decoding
 * holds every pixel in memory (4 bytes each), and a few kilobytes of PNG can claim billions.
 */
export const MEDIA_MAX_PIXELS = 25_000_000;
