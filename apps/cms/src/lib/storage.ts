import type { Plugin } from 'payload';
import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3';
import { env } from './env';

/**
 * Where uploaded files live. Without S3_BUCKET: on the local disk (each upload collection's
 * `staticDir`, under the data folder). With it: in that bucket of any S3-compatible store (AWS S3,
 * Cloudflare R2, MinIO…), through Payload's storage adapter, so several servers share one library.
 * Files are still read through Payload's file route (/cms/api/<collection>/file/<name>), which
 * applies each collection's read access and streams the object from the bucket.
 */
export function objectStorage(collections: readonly string[]): Plugin {
  const { S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } = env();
  return s3Storage({
    enabled: S3_BUCKET !== undefined,
    // The adapter adds a `prefix` field to each collection only when enabled; inserting it always
    // keeps one database schema (and one set of migrations) whether or not a bucket is configured.
    alwaysInsertFields: true,
    bucket: S3_BUCKET ?? '',
    collections: Object.fromEntries(collections.map((slug) => [slug, true])) as S3StorageOptions['collections'],
    config: {
      region: S3_REGION,
      ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT } : {}),
      // Path-style addresses (`endpoint/bucket/key`) are what most S3-compatible stores expect.
      forcePathStyle: S3_FORCE_PATH_STYLE,
      // Without keys the SDK's own chain applies (instance role, AWS_* variables, shared config).
      ...(S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } }
        : {}),
      // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
      // default streaming checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
}
