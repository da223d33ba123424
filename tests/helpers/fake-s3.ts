import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface FakeS3 {
  endpoint: string;
  /** Objects by `bucket/key`. */
  objects: Map<string, StoredObject>;
  close: () => Promise<void>;
}

/**
 * The part of the S3 API a storage adapter uses to keep files, path-style and without signature
 * checks: PUT, HEAD, GET and DELETE of one object. Enough to see what the server writes where, in
 * a test, without an S3 service.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const etag = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
  const server: Server = createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3.test').pathname.slice(1));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const stored = objects.get(key);
      if (req.method === 'PUT') {
        const body = Buffer.concat(chunks);
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { ETag: etag(body) }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if ((req.method === 'GET' || req.method === 'HEAD') && stored) {
        res.writeHead(200, {
          'Content-Type': stored.contentType,
          'Content-Length': stored.body.length,
          ETag: etag(stored.body),
        });
        res.end(req.method === 'GET' ? stored.body : undefined);
      } else {
        const xml = '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>';
        res.writeHead(404, { 'Content-Type': 'application/xml' }).end(req.method === 'HEAD' ? undefined : xml);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
