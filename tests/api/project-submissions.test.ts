import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  adminProjectSubmissionSchema,
  courseLearningSchema,
  MESSAGES,
  PROJECT_FILE_MAX_BYTES,
  projectSubmissionSchema,
  TOTAL_COUNT_HEADER,
} from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, sameOrigin, sendAs, type TestApi } from '../helpers/api';
import {
  binary,
  BIOSTATS,
  type Member,
  PDF_BYTES,
  PNG_BYTES,
  PROTOCOL,
  startLearningSuite,
  SURVIVAL,
} from '../helpers/learning';

/**
 * Issue 14, course projects: a member submits a PDF (checked by its bytes, at most 10 MB) or a link,
 * resubmits until it is accepted, and only they and admins read it; admins review it, a comment
 * required when asking for changes.
 */
let api: TestApi;
let admin: string;
let editor: string;
let amal: Member;
let omar: Member;
let course: Record<string, string>;

const projectUrl = (courseId: string) => `/api/me/courses/${courseId}/project`;
const submitPdf = (cookie: string, courseId: string, bytes: Buffer, filename = 'report.pdf') =>
  sendAs(api, cookie, 'post', projectUrl(courseId))
    .field('title', 'Blood pressure trial analysis')
    .field('description', 'A re-analysis of the trial with mixed models.')
    .attach('file', bytes, { filename, contentType: 'application/pdf' });
const submitLink = (cookie: string, courseId: string, body: object) =>
  sendAs(api, cookie, 'post', projectUrl(courseId)).send(body);
const fileOf = (cookie: string, id: string) =>
  api.request.get(`/api/project-submissions/${id}/file`).set('Cookie', cookie).buffer(true).parse(binary);
const review = (cookie: string, id: string, body: object) =>
  sendAs(api, cookie, 'patch', `/api/admin/project-submissions/${id}`).send(body);

/** The member's stored submissions on a course, as the database has them. */
async function stored(userId: string, courseId: string) {
  const { docs } = await api.payload.find({
    collection: 'project-submissions' as never,
    where: { and: [{ user: { equals: userId } }, { course: { equals: courseId } }] },
    depth: 0,
    overrideAccess: true, // test inspection
  });
  return docs as unknown as { id: number; status: string; filename?: string | null; link?: string | null }[];
}

const projectFilesDir = () => path.join(api.dir, 'project-files');

beforeAll(async () => {
  ({ api, admin, amal, omar, course } = await startLearningSuite('projects.test'));
  editor = await createEditor(api, { email: 'editor@projects.test', name: 'Elena Editor' });
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/me/courses/:id/project', () => {
  it('refuses a visitor (401) and an unknown or malformed course (404)', async () => {
    const visitor = await api.request
      .post(projectUrl(course[BIOSTATS]!))
      .set(sameOrigin)
      .send({ title: 'T', description: 'D', link: 'https://example.org' });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: MESSAGES.notSignedIn });
    for (const id of ['999999', 'abc', '012']) {
      const res = await submitLink(amal.cookie, id, { title: 'T', description: 'D', link: 'https://example.org' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.courseNotFound });
    }
  });

  it('accepts a PDF, stores it through the upload collection and serves it to its member only', async () => {
    const res = await submitPdf(amal.cookie, course[BIOSTATS]!, PDF_BYTES);
    expect(res.status).toBe(201);
    const project = projectSubmissionSchema.parse(res.body);
    expect(project).toMatchObject({
      courseId: course[BIOSTATS],
      title: 'Blood pressure trial analysis',
      status: 'submitted',
      file: { filename: 'report.pdf', size: PDF_BYTES.length, url: `/api/project-submissions/${project.id}/file` },
    });
    expect(project.link).toBeUndefined();
    expect(existsSync(path.join(projectFilesDir(), 'report.pdf'))).toBe(true);

    const own = await fileOf(amal.cookie, project.id);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toMatch(/^application\/pdf/);
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="?report\.pdf"?$/);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(own.body as Buffer, PDF_BYTES)).toBe(0);
    expect((await fileOf(admin, project.id)).status).toBe(200);

    // Another member, an editor and a visitor learn nothing, not even that the submission exists.
    for (const cookie of [omar.cookie, editor]) {
      const other = await fileOf(cookie, project.id);
      expect(other.status).toBe(404);
      expect(JSON.parse(other.body.toString())).toEqual({ error: MESSAGES.notFound });
    }
    expect((await api.request.get(`/api/project-submissions/${project.id}/file`)).status).toBe(401);
    // Payload's own file route is no public door: members and visitors are turned away, editors do not see it.
    const cmsFile = '/cms/api/project-submissions/file/report.pdf';
    expect((await api.request.get(cmsFile)).status).toBe(401);
    expect((await api.request.get(cmsFile).set('Cookie', omar.cookie)).status).toBe(403);
    expect([403, 404]).toContain((await api.request.get(cmsFile).set('Cookie', editor)).status);
    const cmsList = await api.request.get('/cms/api/project-submissions').set('Cookie', editor);
    expect(cmsList.body.docs ?? []).toEqual([]);
  });

  it('refuses a PNG or a text file named .pdf (415) by its bytes, storing nothing', async () => {
    for (const bytes of [PNG_BYTES, Buffer.from('just some notes, not a PDF')]) {
      const res = await submitPdf(omar.cookie, course[BIOSTATS]!, bytes, 'renamed.pdf');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: MESSAGES.projectFileType, fields: { file: MESSAGES.projectFileType } });
    }
    expect(await stored(omar.user.id, course[BIOSTATS]!)).toEqual([]);
  });

  it('refuses a PDF over 10 MB with a 413 in JSON, storing nothing', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(PROJECT_FILE_MAX_BYTES + 1 - PDF_BYTES.length, 0x20)]);
    const res = await submitPdf(omar.cookie, course[BIOSTATS]!, big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: MESSAGES.projectFileTooLarge, fields: { file: MESSAGES.projectFileTooLarge } });
    expect(MESSAGES.projectFileTooLarge).toBe('Upload a PDF of 10 MB or less');
    expect(await stored(omar.user.id, course[BIOSTATS]!)).toEqual([]);

    // A body announced past the limit is refused before it is read.
    const announced = await sendAs(api, omar.cookie, 'post', projectUrl(course[BIOSTATS]!))
      .field('title', 'T')
      .field('description', 'D')
      .attach('file', Buffer.concat([big, Buffer.alloc(128 * 1024)]), { filename: 'bigger.pdf' });
    expect(announced.status).toBe(413);
    expect(announced.body.error).toBe(MESSAGES.projectFileTooLarge);
  });

  it('takes a link instead of a file (JSON or form data), and says what is missing or wrong', async () => {
    const res = await submitLink(omar.cookie, course[PROTOCOL]!, {
      title: 'Protocol draft',
      description: 'My protocol for a pragmatic trial.',
      link: 'https://docs.example.org/protocol',
    });
    expect(res.status).toBe(201);
    expect(projectSubmissionSchema.parse(res.body)).toMatchObject({
      link: 'https://docs.example.org/protocol',
      status: 'submitted',
    });
    expect(res.body.file).toBeUndefined();

    const cases: [object, number, string, string][] = [
      [{ title: 'T', description: 'D' }, 400, MESSAGES.projectFileOrLink, 'file'],
      [{ title: 'T', description: 'D', link: 'ftp://files.example.org/x' }, 400, MESSAGES.projectLinkInvalid, 'link'],
      [{ title: 'T', description: 'D', link: 'javascript:alert(1)' }, 400, MESSAGES.projectLinkInvalid, 'link'],
      [{ description: 'D', link: 'https://example.org' }, 400, MESSAGES.projectTitleRequired, 'title'],
      [
        { title: 'T', description: '   ', link: 'https://example.org' },
        400,
        MESSAGES.projectDescriptionRequired,
        'description',
      ],
    ];
    for (const [body, status, error, field] of cases) {
      const bad = await submitLink(omar.cookie, course[SURVIVAL]!, body);
      expect(bad.status).toBe(status);
      expect(bad.body.error).toBe(error);
      expect(bad.body.fields).toHaveProperty(field, error);
    }
    const form = await sendAs(api, omar.cookie, 'post', projectUrl(course[SURVIVAL]!))
      .field('title', 'Survival curves')
      .field('description', 'Kaplan-Meier curves for the cohort.')
      .field('link', 'http://example.org/km');
    expect(form.status).toBe(201);
    expect(form.body).toMatchObject({ link: 'http://example.org/km' });

    const text = await sendAs(api, omar.cookie, 'post', projectUrl(course[SURVIVAL]!))
      .set('Content-Type', 'text/plain')
      .send('title=T');
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ error: MESSAGES.notJsonOrForm });
  });
});

describe('review and resubmission', () => {
  it('asks for changes only with a comment, and the member sees the outcome', async () => {
    const [project] = await stored(amal.user.id, course[BIOSTATS]!);
    const id = String(project!.id);
    for (const body of [{ status: 'changes_requested' }, { status: 'changes_requested', comment: '   ' }]) {
      const res = await review(admin, id, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: MESSAGES.reviewCommentRequired,
        fields: { comment: MESSAGES.reviewCommentRequired },
      });
    }
    const bad = await review(admin, id, { status: 'submitted' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MESSAGES.reviewStatusInvalid);
    expect((await stored(amal.user.id, course[BIOSTATS]!))[0]!.status).toBe('submitted');

    const res = await review(admin, id, { status: 'changes_requested', comment: 'Report the confidence intervals.' });
    expect(res.status).toBe(200);
    expect(adminProjectSubmissionSchema.parse(res.body)).toMatchObject({
      id,
      status: 'changes_requested',
      comment: 'Report the confidence intervals.',
      userId: amal.user.id,
      memberName: 'Dr. Amal Farouk',
      courseTitle: BIOSTATS,
      reviewedAt: expect.any(String),
    });
    const mine = await api.request.get(`/api/me/courses/${course[BIOSTATS]}`).set('Cookie', amal.cookie);
    expect(mine.status).toBe(200);
    expect(courseLearningSchema.parse(mine.body).project).toMatchObject({
      status: 'changes_requested',
      comment: 'Report the confidence intervals.',
    });
  });

  it('replaces the submission on resubmission (back to submitted, the old file removed), and refuses one once accepted', async () => {
    const [before] = await stored(amal.user.id, course[BIOSTATS]!);
    const res = await submitLink(amal.cookie, course[BIOSTATS]!, {
      title: 'Blood pressure trial, revised',
      description: 'With confidence intervals.',
      link: 'https://example.org/revised',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: String(before!.id),
      status: 'submitted',
      link: 'https://example.org/revised',
    });
    expect(res.body.comment).toBeUndefined();
    expect(res.body.reviewedAt).toBeUndefined();
    expect(res.body.file).toBeUndefined();
    expect(await stored(amal.user.id, course[BIOSTATS]!)).toHaveLength(1);
    expect(existsSync(path.join(projectFilesDir(), 'report.pdf'))).toBe(false);
    const gone = await fileOf(amal.cookie, String(before!.id));
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body.toString())).toEqual({ error: MESSAGES.projectFileMissing });

    // A new PDF replaces the link's submission too.
    const again = await submitPdf(amal.cookie, course[BIOSTATS]!, PDF_BYTES, 'final.pdf');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: String(before!.id), file: { filename: 'final.pdf' } });
    expect(again.body.link).toBeUndefined();

    const accepted = await review(admin, String(before!.id), { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted' });
    const late = await submitPdf(amal.cookie, course[BIOSTATS]!, PDF_BYTES);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: MESSAGES.projectAlreadyAccepted });
    expect((await stored(amal.user.id, course[BIOSTATS]!))[0]).toMatchObject({
      status: 'accepted',
      filename: 'final.pdf',
    });
  });
});

describe('the admin review queue', () => {
  it('lists submissions by status, paged with X-Total-Count', async () => {
    const all = await api.request.get('/api/admin/project-submissions').set('Cookie', admin);
    expect(all.status).toBe(200);
    expect(all.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('3');
    expect(all.body.map((row: unknown) => adminProjectSubmissionSchema.parse(row).memberName).sort()).toEqual([
      'Dr. Amal Farouk',
      'Omar Haddad',
      'Omar Haddad',
    ]);
    const submitted = await api.request
      .get('/api/admin/project-submissions?status=submitted&limit=1')
      .set('Cookie', admin);
    expect(submitted.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2');
    expect(submitted.body).toHaveLength(1);
    expect(submitted.body[0]).toMatchObject({ status: 'submitted', memberName: 'Omar Haddad' });
    const accepted = await api.request.get('/api/admin/project-submissions?status=accepted').set('Cookie', admin);
    expect(accepted.body.map((row: { courseTitle: string }) => row.courseTitle)).toEqual([BIOSTATS]);
    const bad = await api.request.get('/api/admin/project-submissions?status=approved').set('Cookie', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MESSAGES.projectStatusFilterInvalid);
  });

  it('is the admins’ only: 401 for visitors, 403 for members and editors', async () => {
    const [project] = await stored(omar.user.id, course[PROTOCOL]!);
    const id = String(project!.id);
    expect((await api.request.get('/api/admin/project-submissions')).status).toBe(401);
    for (const cookie of [omar.cookie, editor]) {
      const list = await api.request.get('/api/admin/project-submissions').set('Cookie', cookie);
      expect(list.status).toBe(403);
      expect(list.body).toEqual({ error: MESSAGES.forbidden });
      expect((await review(cookie, id, { status: 'accepted' })).status).toBe(403);
    }
    expect((await stored(omar.user.id, course[PROTOCOL]!))[0]!.status).toBe('submitted');
    expect((await review(admin, '999999', { status: 'accepted' })).status).toBe(404);
    for (const cookie of [omar.cookie, editor])
      expect((await api.request.get(`/api/admin/project-submissions/${id}`).set('Cookie', cookie)).status).toBe(403);
  });

  it('reads one submission for an admin, whatever page of the list it is on', async () => {
    const [project] = await stored(omar.user.id, course[PROTOCOL]!);
    const one = await api.request.get(`/api/admin/project-submissions/${project!.id}`).set('Cookie', admin);
    expect(one.status).toBe(200);
    expect(adminProjectSubmissionSchema.parse(one.body)).toMatchObject({
      id: String(project!.id),
      memberName: 'Omar Haddad',
      courseTitle: PROTOCOL,
    });
    const missing = await api.request.get('/api/admin/project-submissions/999999').set('Cookie', admin);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: MESSAGES.notFound });
  });
});
