import type { Image } from '@manara/contracts';
import { CMS_API_BASE } from '../../lib/env';

/** The parts of a media document the site needs (collections/Media). */
interface MediaSize {
  filename?: string | null;
  width?: number | null;
  height?: number | null;
}
interface MediaDoc extends MediaSize {
  id: number | string;
  alt?: string | null;
  invertInDark?: boolean | null;
  sizes?: Record<string, MediaSize | undefined> | null;
}

/**
 * Payload's file route, built here rather than read from the document's `url`: Payload writes that
 * without Next's /cms base path, and with SITE_URL set it would carry another origin.
 */
const fileUrl = (filename: string) => `${CMS_API_BASE}/media/file/${encodeURIComponent(filename)}`;

type Sized = MediaSize & { filename: string; width: number; height: number };
const isSized = (size: MediaSize | undefined): size is Sized => Boolean(size?.filename && size.width && size.height);

/**
 * A course's or project's `image` as /api sends it, or undefined when there is none (or when the
 * relation was not populated, or its file is gone). The `srcset` is the 16:9 variants, narrowest
 * first, and `url`, `width` and `height` are the widest of them, so the box the page reserves has
 * their shape; an original too small for any variant is sent as it is.
 */
export function toImage(value: unknown): Image | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const doc = value as MediaDoc;
  if (!isSized(doc)) return undefined;
  const variants = Object.values(doc.sizes ?? {})
    .filter(isSized)
    .sort((a, b) => a.width - b.width);
  const widest = variants.at(-1) ?? doc;
  return {
    url: fileUrl(widest.filename),
    alt: doc.alt ?? '',
    width: widest.width,
    height: widest.height,
    srcset: (variants.length ? variants : [doc]).map((size) => ({ url: fileUrl(size.filename), width: size.width })),
    ...(doc.invertInDark ? { invertInDark: true as const } : {}),
  };
}
