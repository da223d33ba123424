/** What an editor may upload to the media library: raster images sharp can resize into variants. */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The largest image file an editor may upload (the CMS door lets a little more through for the form). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
