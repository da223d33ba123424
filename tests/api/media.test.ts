import { crc32, deflateSync } from 'node:zlib';
import { MEDIA_MAX_PIXELS, MESSAGES, type Course, type Project } from '@manara/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEditor, registerMember, sameOrigin, sendAs, type TestApi } from '../helpers/api';
import { startTestApiWithSite } from '../helpers/site';

// Media: an image library with resized variants, images on courses and projects.
let api: TestApi;
let editor: string;
let member: string;

beforeAll(async () => {
  api = await startTestApiWithSite();
  editor = await createEditor(api, { email: 'media-editor@clinic.test', name: 'Maya Media' });
  member = (await registerMember(api, { email: 'media-member@clinic.test', password: 'member-pass' })).cookie;
});
afterAll(async () => {
  await api?.close();
});

/** A photo-like PNG of the given size. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0d9488' } })
    .png()
    .toBuffer();

/**
 * A PNG whose header claims `width` × `height` pixels and whose data is one compressed row: what an
 * attacker sends. Reading its size costs nothing; decoding it, width × height × 3 bytes.
 */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function upload(cookie: string | undefined, file: Buffer, name: string, type: string, alt = 'A teal test card') {
  const req = api.request.post('/cms/api/media').set(sameOrigin);
  if (cookie) req.set('Cookie', cookie);
  return req.field('_payload', JSON.stringify({ alt })).attach('file', file, { filename: name, contentType: type });
}

const mediaCount = async () =>
  (await api.payload.count({ collection: 'media' as never, overrideAccess: true })).totalDocs;

describe('uploading images', () => {
  it('an editor uploads a PNG: Payload keeps it and makes the WebP variants, served to anyone', async () => {
    const res = await upload(editor, await png(1200, 800), 'ward-round.png', 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { doc } = res.body;
    expect(doc).toMatchObject({ alt: 'A teal test card', mimeType: 'image/png', width: 1200, height: 800 });
    expect(doc.sizes.thumbnail).toMatchObject({ width: 400, height: 225, mimeType: 'image/webp' });
    expect(doc.sizes.card).toMatchObject({ width: 800, height: 450, mimeType: 'image/webp' });

    // Signed out, as a visitor's browser asks for it.
    const file = await api.request.get(`/cms/api/media/file/${doc.sizes.card.filename}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.body as Buffer).metadata()).width).toBe(800);
    const original = await api.request.get(`/cms/api/media/file/${doc.filename}`);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
  });

  it('a file that is not a JPEG, PNG, WebP or AVIF image is refused with the sentence, and nothing is kept', async () => {
    const before = await mediaCount();
    const text = await upload(editor, Buffer.from('not an image at all'), 'notes.png', 'image/png');
    expect(text.status).toBe(415);
    expect(text.body.errors[0].message).toBe(MESSAGES.mediaType);
    const pdf = await upload(editor, Buffer.from('%PDF-1.4\n%âãÏÓ\n'), 'paper.pdf', 'application/pdf');
    expect(pdf.status).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const vector = await upload(editor, svg, 'logo.svg', 'image/svg+xml');
    expect(vector.status).toBe(415);
    expect(vector.body.errors[0].message).toBe(MESSAGES.mediaType);
    expect(await mediaCount()).toBe(before);
  });

  it('a refused file is the client’s doing: logged as information, not as an error', async () => {
    const errors = vi.spyOn(api.payload.logger, 'error');
    const infos = vi.spyOn(api.payload.logger, 'info');
    try {
      const text = await upload(editor, Buffer.from('not an image at all'), 'notes.png', 'image/png');
      expect(text.status).toBe(415);
      expect(infos).toHaveBeenCalledWith({ msg: MESSAGES.mediaType });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      infos.mockRestore();
    }
  });

  it('an image over 5 MB is refused with the sentence; a body over 10 MB is refused at the door', async () => {
    const before = await mediaCount();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await upload(editor, big, 'huge.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors[0].message).toBe(MESSAGES.mediaTooLarge);
    const huge = await upload(editor, Buffer.alloc(11 * 1024 * 1024), 'huger.png', 'image/png');
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(MESSAGES.bodyTooLarge);
    expect(await mediaCount()).toBe(before);
  });

  it(`an image of more than ${MEDIA_MAX_PIXELS / 1_000_000} megapixels is refused from its header, before it is decoded`, async () => {
    const before = await mediaCount();
    // A few hundred bytes of PNG that claim 65,000 × 4,000 pixels: decoded, about a gigabyte.
    const claim = pngClaiming(65_000, 4_000);
    expect(claim.length).toBeLessThan(40_000);
    const res = await upload(editor, claim, 'wide.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.errors[0].message).toBe(MESSAGES.mediaTooManyPixels);
    // Just over the budget is refused as well; the budget itself is accepted (see the other tests).
    const over = await upload(editor, pngClaiming(5_001, 5_000), 'over.png', 'image/png');
    expect(over.status).toBe(413);
    expect(await mediaCount()).toBe(before);
  });

  it('alt text is required', async () => {
    const res = await upload(editor, await png(500, 300), 'no-alt.png', 'image/png', '  ');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(MESSAGES.mediaAltRequired);
  });

  it('a member or a visitor cannot upload', async () => {
    const file = await png(500, 300);
    const asMember = await upload(member, file, 'member.png', 'image/png');
    expect(asMember.status).toBe(403);
    expect(asMember.body.error).toBe(MESSAGES.cmsEditorsOnly);
    const asVisitor = await upload(undefined, file, 'visitor.png', 'image/png');
    expect(asVisitor.status).toBe(401);
  });
});

describe('images on courses and projects', () => {
  it('the seed gives a few courses and projects their illustration, in /api with srcset sizes', async () => {
    const courses = (await api.request.get('/api/courses')).body as Course[];
    const survival = courses.find((c) => c.title === 'Survival Analysis in R');
    expect(survival?.image).toMatchObject({ width: 1600, height: 900, alt: expect.stringMatching(/survival curves/) });
    expect(survival?.image?.srcset.map((s) => s.width)).toEqual([400, 800, 1600]);
    expect(courses.filter((c) => !c.image).length).toBeGreaterThan(0);
    // The two illustrations on a pale ground are inverted in the dark theme; the dark ones are not.
    expect(survival?.image).not.toHaveProperty('invertInDark');
    const bars = courses.find((c) => c.title === 'Biostatistics Foundations for Clinicians');
    expect(bars?.image?.invertInDark).toBe(true);
    expect((await api.request.get('/courses')).text).toMatch(/<img[^>]*data-dark="invert"[^>]*>/);
    for (const source of survival!.image!.srcset) {
      const res = await api.request.get(source.url);
      expect(res.status, source.url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    const projects = (await api.request.get('/api/portfolio')).body as Project[];
    expect(projects.filter((p) => p.image)).toHaveLength(4);
  });

  it('an editor sets a course image in /cms: /api and the server-rendered /courses show it with srcset and size', async () => {
    const uploaded = await upload(editor, await png(1600, 1000), 'cohort.png', 'image/png', 'Cohort flow chart');
    const mediaId = uploaded.body.doc.id;
    const course = ((await api.request.get('/api/courses')).body as Course[]).find((c) => !c.image)!;
    await api.request.get('/courses'); // cached before the change: the change must drop it
    const patched = await sendAs(api, editor, 'patch', `/cms/api/courses/${course.id}`).send({ image: mediaId });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    const image = ((await api.request.get(`/api/courses/${course.id}`)).body as Course).image;
    expect(image).toMatchObject({ alt: 'Cohort flow chart', width: 1600, height: 900 });
    const hero = image!.srcset.at(-1)!;
    expect(hero.url).toMatch(/^\/cms\/api\/media\/file\/cohort-1600x900\.webp$/);

    const markup = (await api.request.get('/courses')).text;
    const tag = markup.match(/<img[^>]*alt="Cohort flow chart"[^>]*>/)?.[0];
    expect(tag).toBeDefined();
    // React writes the attribute as srcSet; HTML attribute names are case-insensitive.
    expect(tag).toMatch(/ srcset="/i);
    expect(tag).toContain(`="${image!.srcset.map((s) => `${s.url} ${s.width}w`).join(', ')}"`);
    expect(tag).toContain('width="1600"');
    expect(tag).toContain('height="900"');
    expect(tag).toContain('loading="lazy"');
    expect(tag).toContain('decoding="async"');
  });
});
