import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { createLocalReq, type Payload, type Plugin, type SanitizedCollectionConfig, type UploadConfig } from 'payload';
import { MESSAGES } from '@manara/contracts';
import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3';
import { env } from './env';

/**
 * Where uploaded files live. Without S3_BUCKET: on the local disk (each upload collection's
 * `staticDir`, under the data folder). With it: in that bucket of any S3-compatible store (AWS S3,
 * Cloudflare R2, MinIO…), through Payload's storage adapter, so several servers share one library.
 * Files are still read through Payload's file route (/cms/api/<collection>/file/<name>), which
 * applies each collection's read access and streams the object from the bucket.
 */

function s3Config(): S3ClientConfig {
  const { S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } = env();
  return {
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
  };
}

export function objectStorage(collections: readonly string[]): Plugin {
  const bucket = env().S3_BUCKET;
  return s3Storage({
    enabled: bucket !== undefined,
    // The adapter adds its folder fields to each collection only when enabled; inserting them always
    // keeps one database schema (and one set of migrations) whether or not a bucket is configured.
    alwaysInsertFields: true,
    bucket: bucket ?? '',
    collections: Object.fromEntries(collections.map((slug) => [slug, true])) as S3StorageOptions['collections'],
    config: s3Config(),
  });
}

/** An upload document's file, as Payload stores it, with the storage adapter's folder fields. */
export interface StoredUpload {
  filename: string;
  prefix?: string | null;
  _objectKey?: string | null;
}

type FileHandler = NonNullable<UploadConfig['handlers']>[number];

/**
 * On the local disk, a file that is not there is a 404. Payload's own local reading answers 500 and
 * logs an error for it, so anyone could fill the log by asking for names that do not exist. A file
 * that is there falls through to Payload, which streams it (ranges, types, headers).
 */
function missingFileIsNotFound(staticDir: string): FileHandler {
  const root = path.resolve(staticDir);
  const notFound = () =>
    Response.json({ error: MESSAGES.notFound, errors: [{ message: MESSAGES.notFound }] }, { status: 404 });
  // Payload types a handler's promise as Response or void, not either: hence the cast below.
  const handler = async (_req: unknown, { params }: { params: { filename: string } }): Promise<Response | void> => {
    const file = path.resolve(root, params.filename);
    // A name that leaves the folder is Payload's to refuse (400).
    if (!file.startsWith(root + path.sep)) return;
    const found = await stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    );
    if (!found) return notFound();
  };
  return handler as FileHandler;
}

/** An upload collection's file handlers: without a bucket, the 404 for a missing file; with one, the adapter's own. */
export function localFileHandlers(staticDir: string): FileHandler[] {
  return env().S3_BUCKET ? [] : [missingFileIsNotFound(staticDir)];
}

/**
 * An upload's file as a web Response when a bucket keeps it, through the storage adapter's own file
 * handler (it finds the object from the document's folder fields); undefined without a bucket, and
 * the caller reads the collection's `staticDir`. The caller has checked access.
 */
export async function storedFileResponse(
  payload: Payload,
  collection: string,
  doc: StoredUpload,
): Promise<Response | undefined> {
  const collections = payload.collections as Record<string, { config: SanitizedCollectionConfig } | undefined>;
  if (!env().S3_BUCKET) return undefined;
  const upload = collections[collection]?.config.upload;
  const handlers = (typeof upload === 'object' && upload.handlers) || [];
  const req = await createLocalReq({}, payload);
  req.headers = new Headers();
  for (const handler of handlers) {
    const answer = await handler(req, { doc: doc as never, params: { collection, filename: doc.filename } });
    if (answer instanceof Response) return answer;
  }
  return undefined;
}

let client: S3Client | undefined;

/**
 * Deletes an upload's file while its document stays (Payload removes a file only with its document
 * or when another file replaces it): from the bucket when one is configured, else from `staticDir`.
 */
export async function removeStoredFile(staticDir: string, doc: StoredUpload): Promise<void> {
  const bucket = env().S3_BUCKET;
  if (!bucket) {
    await rm(path.join(staticDir, path.basename(doc.filename)), { force: true });
    return;
  }
  // The adapter's key: the document's folder (prefix, then object key), then the file name.
  const folder = [doc.prefix, doc._objectKey]
    .map((part) => (part ?? '').replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  client ??= new S3Client(s3Config());
  await client.send(
    new DeleteObjectCommand({ Bucket: bucket, Key: folder ? `${folder}/${doc.filename}` : doc.filename }),
  );
}
