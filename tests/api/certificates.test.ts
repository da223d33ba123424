import {
  adminEnrollmentSchema,
  assessmentResultSchema,
  CERTIFICATE_CODE,
  certificateVerificationSchema,
  courseLearningSchema,
  MESSAGES,
  myCertificateSchema,
} from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, sameOrigin, sendAs, type TestApi } from '../helpers/api';
import {
  binary,
  BIOSTATS,
  FAILING_ANSWERS,
  type Member,
  PASSING_ANSWERS,
  PDF_BYTES,
  PROTOCOL,
  setTwoQuestionAssessment,
  startLearningSuite,
} from '../helpers/learning';

/**
 * Issue 14, certificates: issued at once when the best score reaches the pass mark AND the project
 * is accepted (in either order), never twice, downloaded as a PDF by its holder only, verified by
 * anyone through its code without a word more about the member, revoked and restored by admins.
 */
let api: TestApi;
let admin: string;
let editor: string;
let amal: Member;
let omar: Member;
let course: Record<string, string>;

const attempt = (cookie: string, courseId: string, answers: number[]) =>
  sendAs(api, cookie, 'post', `/api/me/courses/${courseId}/assessment/attempts`).send({ answers });
const submitProject = (cookie: string, courseId: string) =>
  sendAs(api, cookie, 'post', `/api/me/courses/${courseId}/project`)
    .field('title', 'Final project')
    .field('description', 'The analysis, written up.')
    .attach('file', PDF_BYTES, { filename: 'final.pdf', contentType: 'application/pdf' });
const review = (id: string, body: object) =>
  sendAs(api, admin, 'patch', `/api/admin/project-submissions/${id}`).send(body);
const myCertificates = async (cookie: string) => {
  const res = await api.request.get('/api/me/certificates').set('Cookie', cookie);
  expect(res.status).toBe(200);
  return (res.body.docs as unknown[]).map((doc) => myCertificateSchema.parse(doc));
};
const verify = (code: string) => api.request.get(`/api/certificates/${encodeURIComponent(code)}`);
const setStatus = (cookie: string, id: string, status: string) =>
  sendAs(api, cookie, 'patch', `/api/admin/certificates/${id}`).send({ status });
const pdfOf = (cookie: string, id: string) =>
  api.request.get(`/api/me/certificates/${id}/pdf`).set('Cookie', cookie).buffer(true).parse(binary);

async function storedCertificates(userId: string) {
  const { docs } = await api.payload.find({
    collection: 'certificates' as never,
    where: { user: { equals: userId } },
    depth: 0,
    overrideAccess: true, // test inspection
  });
  return docs as unknown as { id: number; code: string; status: string; holderName: string }[];
}

beforeAll(async () => {
  ({ api, admin, amal, omar, course } = await startLearningSuite('certificates.test'));
  editor = await createEditor(api, { email: 'editor@certificates.test', name: 'Elena Editor' });
  await setTwoQuestionAssessment(api, course[BIOSTATS]!);
  await setTwoQuestionAssessment(api, course[PROTOCOL]!);
});
afterAll(async () => {
  await api?.close();
});

describe('issuing', () => {
  it('waits for the accepted project after a passing score, then issues at acceptance', async () => {
    const passed = await attempt(amal.cookie, course[BIOSTATS]!, PASSING_ANSWERS);
    expect(passed.status).toBe(201);
    expect(assessmentResultSchema.parse(passed.body)).toMatchObject({ score: 100, passed: true, certificate: null });
    const project = await submitProject(amal.cookie, course[BIOSTATS]!);
    expect(project.status).toBe(201);
    expect(await myCertificates(amal.cookie)).toEqual([]);

    // Changes requested is not acceptance.
    expect((await review(project.body.id, { status: 'changes_requested', comment: 'Add the appendix.' })).status).toBe(
      200,
    );
    expect(await myCertificates(amal.cookie)).toEqual([]);
    expect((await review(project.body.id, { status: 'accepted' })).status).toBe(200);

    const [certificate, ...more] = await myCertificates(amal.cookie);
    expect(more).toEqual([]);
    expect(certificate).toMatchObject({
      courseId: course[BIOSTATS],
      courseTitle: BIOSTATS,
      status: 'valid',
      pdfUrl: `/api/me/certificates/${certificate!.id}/pdf`,
    });
    expect(certificate!.code).toMatch(CERTIFICATE_CODE);
    const page = await api.request.get(`/api/me/courses/${course[BIOSTATS]}`).set('Cookie', amal.cookie);
    expect(courseLearningSchema.parse(page.body)).toMatchObject({
      assessment: { bestScore: 100, passed: true, attempts: 1 },
      project: { status: 'accepted' },
      certificate: { id: certificate!.id, code: certificate!.code },
    });
    expect((await storedCertificates(amal.user.id))[0]).toMatchObject({ holderName: 'Dr. Amal Farouk' });
  });

  it('waits for a passing score after the project is accepted, then the passing attempt issues it', async () => {
    const project = await submitProject(omar.cookie, course[PROTOCOL]!);
    expect((await review(project.body.id, { status: 'accepted' })).status).toBe(200);
    const failed = await attempt(omar.cookie, course[PROTOCOL]!, FAILING_ANSWERS);
    expect(failed.body).toMatchObject({ score: 50, passed: false, bestScore: 50, certificate: null });
    expect(await myCertificates(omar.cookie)).toEqual([]);

    const passed = await attempt(omar.cookie, course[PROTOCOL]!, PASSING_ANSWERS);
    expect(passed.status).toBe(201);
    const issued = assessmentResultSchema.parse(passed.body).certificate;
    expect(issued).toMatchObject({ courseId: course[PROTOCOL], status: 'valid' });
    expect(await myCertificates(omar.cookie)).toEqual([issued]);

    // Never a second one: another pass, or a later failure, answers the same certificate.
    const again = await attempt(omar.cookie, course[PROTOCOL]!, PASSING_ANSWERS);
    expect(again.body.certificate).toEqual(issued);
    expect(await storedCertificates(omar.user.id)).toHaveLength(1);
  });
});

describe('the PDF', () => {
  it('is a PDF attachment named by its code, for its holder and admins only', async () => {
    const [certificate] = await myCertificates(amal.cookie);
    const res = await pdfOf(amal.cookie, certificate!.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="?certificate-${certificate!.code}\\.pdf"?$`),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(1000);
    expect((await pdfOf(admin, certificate!.id)).status).toBe(200);

    for (const cookie of [omar.cookie, editor]) {
      const other = await pdfOf(cookie, certificate!.id);
      expect(other.status).toBe(404);
      expect(JSON.parse(other.body.toString())).toEqual({ error: MESSAGES.notFound });
    }
    expect((await api.request.get(`/api/me/certificates/${certificate!.id}/pdf`)).status).toBe(401);
    expect((await api.request.get('/api/me/certificates')).status).toBe(401);
    expect((await pdfOf(amal.cookie, '999999')).status).toBe(404);
  });
});

describe('public verification and revocation', () => {
  it('says valid, then revoked, then valid again, and nothing else about the member', async () => {
    const [certificate] = await myCertificates(amal.cookie);
    const valid = await verify(certificate!.code);
    expect(valid.status).toBe(200);
    expect(valid.headers['cache-control']).toBe('no-cache');
    expect(valid.body).toEqual({
      code: certificate!.code,
      status: 'valid',
      holderName: 'Dr. Amal Farouk',
      courseTitle: BIOSTATS,
      issuedAt: certificate!.issuedAt,
      credentialUrl: `/api/certificates/${certificate!.code}/credential`,
    });
    const text = JSON.stringify(valid.body);
    expect(text).not.toContain(amal.user.email);
    expect(text).not.toContain(`"${amal.user.id}"`);
    expect(Object.keys(valid.body)).not.toContain('id');
    expect(Object.keys(valid.body)).not.toContain('userId');
    // The code is read whatever its case.
    expect((await verify(certificate!.code.toLowerCase())).body.status).toBe('valid');

    const revoked = await setStatus(admin, certificate!.id, 'revoked');
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: certificate!.id, status: 'revoked', revokedAt: expect.any(String) });
    const check = certificateVerificationSchema.parse((await verify(certificate!.code)).body);
    expect(check).toMatchObject({ status: 'revoked', revokedAt: revoked.body.revokedAt });
    expect((await myCertificates(amal.cookie))[0]).toMatchObject({ status: 'revoked' });

    // A revoked certificate is not issued again by a new passing attempt.
    await attempt(amal.cookie, course[BIOSTATS]!, PASSING_ANSWERS);
    expect(await storedCertificates(amal.user.id)).toEqual([expect.objectContaining({ status: 'revoked' })]);

    const restored = await setStatus(admin, certificate!.id, 'valid');
    expect(restored.status).toBe(200);
    expect(restored.body.revokedAt).toBeUndefined();
    expect((await verify(certificate!.code)).body).toEqual(valid.body);
  });

  it('answers 404 for an unknown or malformed code', async () => {
    for (const code of ['MNR-2222-2222', 'MNR-0000-OOOO', 'not-a-code', 'MNR-2222-2222-2222']) {
      const res = await verify(code);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.certificateNotFound });
    }
  });

  it('lets only admins revoke: 401 visitor, 403 member and editor, 400 for a status it does not know', async () => {
    const [certificate] = await myCertificates(amal.cookie);
    expect(
      (
        await api.request
          .patch(`/api/admin/certificates/${certificate!.id}`)
          .set(sameOrigin)
          .send({ status: 'revoked' })
      ).status,
    ).toBe(401);
    for (const cookie of [amal.cookie, omar.cookie, editor]) {
      const res = await setStatus(cookie, certificate!.id, 'revoked');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: MESSAGES.forbidden });
    }
    const bad = await setStatus(admin, certificate!.id, 'expired');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MESSAGES.certificateStatusInvalid);
    expect((await verify(certificate!.code)).body.status).toBe('valid');
    expect((await setStatus(admin, '999999', 'revoked')).status).toBe(404);
  });
});

describe('the admin enrollments list', () => {
  it('shows each learner’s best score, project status and certificate', async () => {
    await sendAs(api, omar.cookie, 'post', `/api/me/courses/${course[PROTOCOL]}/progress`).send({ action: 'complete' });
    const res = await api.request.get('/api/admin/enrollments').set('Cookie', admin);
    expect(res.status).toBe(200);
    const rows = (res.body as unknown[]).map((row) => adminEnrollmentSchema.parse(row));
    const omars = rows.find((row) => row.userId === omar.user.id && row.courseId === course[PROTOCOL]);
    const [certificate] = await myCertificates(omar.cookie);
    expect(omars).toMatchObject({
      bestScore: 100,
      projectStatus: 'accepted',
      projectSubmissionId: expect.any(String),
      certificate: { id: certificate!.id, code: certificate!.code, status: 'valid' },
    });
    // A seeded learner with nothing yet.
    expect(rows.some((row) => row.bestScore === null && row.projectStatus === null && row.certificate === null)).toBe(
      true,
    );
  });
});
