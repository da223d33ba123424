import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/**
 * Compression of answers (docs/api.md, "Compression"): Brotli or gzip, whichever the client accepts,
 * Brotli first. One place decides what is worth compressing, so the static files, the cached public
 * answers and the on-the-fly answers agree.
 */
export type ContentCoding = 'br' | 'gzip';

/** Below this many bytes the headers and the CPU cost more than compression saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** Media types worth compressing: text, JSON, JavaScript, SVG and XML. Images and fonts are already packed. */
export function isCompressibleType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'image/svg+xml' ||
    type === 'application/xml' ||
    type.endsWith('+xml')
  );
}

/**
 * The coding to answer with for an Accept-Encoding header: Brotli when accepted, else gzip, else
 * none. A coding with `q=0` is refused, and `*` stands for any coding not named.
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) =>
    weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

/** Brotli's quality 11 is slow: worth it for what is compressed once and kept, not per request. */
const BROTLI_KEPT_QUALITY = 11;
/** Large kept bodies are rare (the cache holds a few lists); they get a faster quality. */
const BROTLI_LARGE_BYTES = 256 * 1024;
const BROTLI_ON_THE_FLY_QUALITY = 4;

function brotliOptions(bytes: number, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a body that will be kept and sent many times (off the event loop, best ratio). */
export async function compressToKeep(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: 9 });
  const quality = body.length > BROTLI_LARGE_BYTES ? 5 : BROTLI_KEPT_QUALITY;
  return brotliAsync(body, brotliOptions(body.length, quality));
}

/** Compresses a body sent once (an /api answer made for this request): fast settings. */
export function compressOnTheFly(body: Buffer, coding: ContentCoding): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, brotliOptions(body.length, BROTLI_ON_THE_FLY_QUALITY));
}
