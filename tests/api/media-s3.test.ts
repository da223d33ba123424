import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, registerMember, sendAs, startTestApi, type TestApi } from '../helpers/api';
import { startFakeS3, type FakeS3 } from '../helpers/fake-s3';
import { binary, courseIds, PDF_BYTES } from '../helpers/learning';
import { ORDER_SAMPLES } from '../helpers/order-files';

// Media in an S3-compatible bucket: with S3_BUCKET set, uploads and their variants
// go to the bucket, not the disk, and the file route streams them from there.
let api: TestApi;
let s3: FakeS3;
let editor: string;
const BUCKET = 'manara-media';

beforeAll(async () => {
  s3 = await startFakeS3();
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
  });
  // The seed's images must be uploaded with the bucket configured: no copy of the seeded template.
  api = await startTestApi({ empty: true });
  editor = await createEditor(api, { email: 's3-editor@clinic.test', name: 'Sami Storage' });
});
afterAll(async () => {
  for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
    delete process.env[name];
  await api?.close();
  await s3?.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0d9488' } })
    .png()
    .toBuffer();

describe('media in an S3 bucket', () => {
  it('keeps the seeded images in the bucket and nothing on the local disk', async () => {
    const seeded = await api.payload.find({ collection: 'media' as never, overrideAccess: true, limit: 1 });
    const first = seeded.docs[0] as unknown as { filename: string };
    expect(s3.objects.has(`${BUCKET}/${first.filename}`)).toBe(true);
    const { mediaDir } = await import('../../apps/cms/src/lib/env');
    expect(existsSync(mediaDir()) ? readdirSync(mediaDir()) : []).toEqual([]);
  });

  it('keeps an upload and its variants in the bucket, serves them from there, and deletes them with the image', async () => {
    const before = new Set(s3.objects.keys());
    const res = await sendAs(api, editor, 'post', '/cms/api/media')
      .field('_payload', JSON.stringify({ alt: 'A teal card in the bucket' }))
      .attach('file', await png(1200, 800), { filename: 'bucket-card.png', contentType: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { doc } = res.body;
    // Variants wider than the original are not made (their filename is null).
    const variants = Object.values(doc.sizes as Record<string, { filename: string | null }>);
    const names = [doc.filename, ...variants.flatMap((size) => (size.filename ? [size.filename] : []))];
    const added = [...s3.objects.keys()].filter((key) => !before.has(key));
    expect(added.sort()).toEqual(names.map((name) => `${BUCKET}/${name}`).sort());
    expect(s3.objects.get(`${BUCKET}/${doc.filename}`)?.contentType).toBe('image/png');

    // A visitor's browser reads the variant through the file route, streamed from the bucket.
    const file = await api.request.get(`/cms/api/media/file/${doc.sizes.card.filename}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.body as Buffer).metadata()).width).toBe(800);

    const removed = await sendAs(api, editor, 'delete', `/cms/api/media/${doc.id}`);
    expect(removed.status).toBe(200);
    expect([...s3.objects.keys()].sort()).toEqual([...before].sort());
    expect((await api.request.get(`/cms/api/media/file/${doc.filename}`)).status).toBe(404);
  });
});

describe('course projects in an S3 bucket', () => {
  it('keeps a member’s PDF in the bucket, serves it to its member, and removes it when a link replaces it', async () => {
    const member = await registerMember(api, { email: 's3-member@clinic.test', password: 'member-pass' });
    const [courseId] = Object.values(await courseIds(api));
    const before = new Set(s3.objects.keys());
    const sent = await sendAs(api, member.cookie, 'post', `/api/me/courses/${courseId}/project`)
      .field('title', 'Trial analysis')
      .field('description', 'Mixed models on the blood pressure trial.')
      .attach('file', PDF_BYTES, { filename: 'trial.pdf', contentType: 'application/pdf' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const added = [...s3.objects.keys()].filter((key) => !before.has(key));
    expect(added).toEqual([`${BUCKET}/trial.pdf`]);

    const file = await api.request
      .get(`/api/project-submissions/${sent.body.id}/file`)
      .set('Cookie', member.cookie)
      .buffer(true)
      .parse(binary);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, PDF_BYTES)).toBe(0);

    const linked = await sendAs(api, member.cookie, 'post', `/api/me/courses/${courseId}/project`).send({
      title: 'Trial analysis',
      description: 'Now on the lab site.',
      link: 'https://example.org/trial',
    });
    expect(linked.status).toBe(201);
    expect(s3.objects.has(`${BUCKET}/trial.pdf`)).toBe(false);
  });
});

describe('order files in an S3 bucket', () => {
  it('streams a member’s upload to the bucket, nothing to the disk, serves it to them, and deletes it with the order', async () => {
    const member = await registerMember(api, { email: 's3-orders@clinic.test', password: 'member-pass' });
    const order = await sendAs(api, member.cookie, 'post', '/api/me/service-requests').send({
      service: 'Data Analysis',
      details: 'Survival analysis of our registry extract.',
    });
    expect(order.status).toBe(201);
    const before = new Set(s3.objects.keys());
    const sent = await sendAs(api, member.cookie, 'post', `/api/me/service-requests/${order.body.id}/files`).attach(
      'file',
      ORDER_SAMPLES.csv,
      'registry.csv',
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const added = [...s3.objects.keys()].filter((key) => !before.has(key));
    expect(added).toEqual([expect.stringMatching(new RegExp(`^${BUCKET}/[0-9a-f]{12}-registry\\.csv$`))]);
    const { orderFilesDir } = await import('../../apps/cms/src/collections/Orders/request-files');
    expect(existsSync(orderFilesDir()) ? readdirSync(orderFilesDir()) : []).toEqual([]);

    const file = await api.request.get(sent.body.url).set('Cookie', member.cookie).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="?registry\.csv"?$/);
    expect(Buffer.compare(file.body as Buffer, ORDER_SAMPLES.csv)).toBe(0);

    await api.payload.delete({ collection: 'service-requests', id: order.body.id, overrideAccess: true });
    expect(s3.objects.has(added[0]!)).toBe(false);
  });
});
