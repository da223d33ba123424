import { createHash } from 'node:crypto';
import {
  certificateVerificationSchema,
  courseSchema,
  CREDENTIAL_MEDIA_TYPE,
  MESSAGES,
  myCertificateSchema,
  type MyCertificate,
} from '@manara/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, sendAs, type TestApi } from '../helpers/api';
import { checkCredential, pdfTexts, qrCodeOfPdf, type FetchJson } from '../helpers/credentials';
import {
  binary,
  BIOSTATS,
  GCP,
  type Member,
  PASSING_ANSWERS,
  PDF_BYTES,
  PROTOCOL,
  setTwoQuestionAssessment,
  startLearningSuite,
} from '../helpers/learning';

/**
 * Certificates that travel: the course's CPD credit printed and shown, the QR code of the PDF, and
 * the Open Badges 3.0 credential, checked by an independent verifier (the Digital Credentials
 * Consortium's libraries, not the server's), revoked through the published status list, and signed
 * for the configured origin, never the request's Host.
 */
let api: TestApi;
let admin: string;
let amal: Member;
let omar: Member;
let course: Record<string, string>;
/** Amal's certificate for BIOSTATS (with CPD) and Omar's for PROTOCOL (without). */
let withCpd: MyCertificate;
let withoutCpd: MyCertificate;

const CPD = { hours: 12, accreditor: 'Saudi Commission for Health Specialties', activityCode: 'SCFHS-2026-0412' };
/** The default public origin of a server on the default port (no SITE_URL in these tests). */
const ORIGIN = 'http://localhost:3000';

/** The tests' network: an absolute address of the server becomes a request to the app under test. */
const fetchJson: FetchJson = async (url) => {
  const { pathname, search } = new URL(url);
  const res = await api.request.get(`${pathname}${search}`).buffer(true).parse(binary);
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  return JSON.parse((res.body as Buffer).toString('utf8')) as object;
};

async function issue(member: Member, courseId: string): Promise<MyCertificate> {
  const attempt = await sendAs(api, member.cookie, 'post', `/api/me/courses/${courseId}/assessment/attempts`).send({
    answers: PASSING_ANSWERS,
  });
  expect(attempt.status).toBe(201);
  const project = await sendAs(api, member.cookie, 'post', `/api/me/courses/${courseId}/project`)
    .field('title', 'Final project')
    .field('description', 'The analysis, written up.')
    .attach('file', PDF_BYTES, { filename: 'final.pdf', contentType: 'application/pdf' });
  expect(project.status).toBe(201);
  const accepted = await sendAs(api, admin, 'patch', `/api/admin/project-submissions/${project.body.id}`).send({
    status: 'accepted',
  });
  expect(accepted.status).toBe(200);
  const mine = await api.request.get('/api/me/certificates').set('Cookie', member.cookie);
  return myCertificateSchema.parse(mine.body.docs.find((doc: MyCertificate) => doc.courseId === courseId));
}

const credentialOf = async (code: string, host?: string) => {
  const req = api.request.get(`/api/certificates/${code}/credential`);
  if (host) void req.set('Host', host);
  const res = await req.buffer(true).parse(binary);
  return { res, text: (res.body as Buffer).toString('utf8') };
};
const pdfOf = (cookie: string, id: string) =>
  api.request.get(`/api/me/certificates/${id}/pdf`).set('Cookie', cookie).buffer(true).parse(binary);
const setStatus = (id: string, status: 'valid' | 'revoked') =>
  sendAs(api, admin, 'patch', `/api/admin/certificates/${id}`).send({ status });

beforeAll(async () => {
  ({ api, admin, amal, omar, course } = await startLearningSuite('credentials.test'));
  await setTwoQuestionAssessment(api, course[BIOSTATS]!);
  await setTwoQuestionAssessment(api, course[PROTOCOL]!);
  await api.payload.update({
    collection: 'courses',
    id: course[BIOSTATS]!,
    data: { cpd: CPD, _status: 'published' },
    overrideAccess: true, // test setup: an editor's save in /cms
  });
  withCpd = await issue(amal, course[BIOSTATS]!);
  withoutCpd = await issue(omar, course[PROTOCOL]!);
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  delete process.env.SITE_URL;
});

describe('CPD credit', () => {
  it('is part of the public course, and /cms refuses hours that are not quarter hours or out of range', async () => {
    const res = await api.request.get(`/api/courses/${course[BIOSTATS]}`);
    expect(courseSchema.parse(res.body).cpd).toEqual(CPD);
    const without = await api.request.get(`/api/courses/${course[PROTOCOL]}`);
    expect(without.body.cpd).toBeUndefined();
    for (const hours of [0.3, -2, 501]) {
      await expect(
        api.payload.update({
          collection: 'courses',
          id: course[PROTOCOL]!,
          data: { cpd: { hours } },
          overrideAccess: true,
        }),
      ).rejects.toMatchObject({ data: { errors: [{ path: 'cpd.hours', message: MESSAGES.cpdHoursRange }] } });
    }
  });

  it('is copied onto the certificate at issue: its holder and the public check see it, a later edit does not change it', async () => {
    expect(withCpd.cpd).toEqual(CPD);
    expect(withoutCpd.cpd).toBeUndefined();
    expect(withCpd.verificationUrl).toBe(`${ORIGIN}/certificates/${withCpd.code}`);
    expect(withCpd.credentialUrl).toBe(`/api/certificates/${withCpd.code}/credential`);
    await api.payload.update({
      collection: 'courses',
      id: course[BIOSTATS]!,
      data: { cpd: { ...CPD, hours: 20 }, _status: 'published' },
      overrideAccess: true, // test setup
    });
    const check = certificateVerificationSchema.parse(
      (await api.request.get(`/api/certificates/${withCpd.code}`)).body,
    );
    expect(check).toMatchObject({ cpd: CPD, credentialUrl: withCpd.credentialUrl });
  });
});

describe('the PDF', () => {
  it('prints the CPD credit as issued, and the verification page as text and QR code at the configured origin, whatever the Host', async () => {
    const res = await pdfOf(amal.cookie, withCpd.id).set('Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(qrCodeOfPdf(res.body as Buffer)).toBe(`${ORIGIN}/certificates/${withCpd.code}`);
    // The CPD credit as it was at issue (the course has 20 hours by now), and the address in words.
    const texts = pdfTexts(res.body as Buffer);
    expect(texts).toContain(`12 CPD hours  ·  Accredited by ${CPD.accreditor}  ·  Activity code ${CPD.activityCode}`);
    expect(texts).toContain(`Verify it at ${ORIGIN}/certificates/${withCpd.code}`);
    const plain = pdfTexts((await pdfOf(omar.cookie, withoutCpd.id)).body as Buffer);
    expect(plain.some((text) => text.includes('CPD'))).toBe(false);

    process.env.SITE_URL = 'https://research.example';
    const configured = await pdfOf(amal.cookie, withCpd.id);
    expect(qrCodeOfPdf(configured.body as Buffer)).toBe(`https://research.example/certificates/${withCpd.code}`);
  });
});

describe('the Open Badges 3.0 credential', () => {
  it('is an OpenBadgeCredential of the course, its CPD credit and a salted hash of the holder’s e-mail', async () => {
    const { res, text } = await credentialOf(withCpd.code);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(new RegExp(`^${CREDENTIAL_MEDIA_TYPE}`));
    expect(res.headers['content-disposition']).toMatch(`certificate-${withCpd.code}.credential.json`);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(text).not.toContain(amal.user.email);
    const credential = JSON.parse(text);
    expect(credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `${ORIGIN}/api/certificates/${withCpd.code}/credential`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: 'did:web:localhost%3A3000', type: ['Profile'], name: 'Manara Research', url: ORIGIN },
      validFrom: new Date(withCpd.issuedAt).toISOString(),
      credentialSubject: {
        type: ['AchievementSubject'],
        creditsEarned: 12,
        achievement: {
          id: `${ORIGIN}/courses/${course[BIOSTATS]}`,
          type: ['Achievement'],
          achievementType: 'CertificateOfCompletion',
          name: BIOSTATS,
          criteria: { narrative: expect.stringContaining('course project accepted') },
          creditsAvailable: 12,
          otherIdentifier: [{ type: 'IdentifierEntry', identifier: CPD.activityCode, identifierType: 'identifier' }],
        },
      },
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListCredential: `${ORIGIN}/api/credentials/revocations`,
      },
      proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' },
    });
    expect(credential.credentialSubject.achievement.description).toContain(
      `12 CPD hours, accredited by ${CPD.accreditor} (activity ${CPD.activityCode}).`,
    );
    const [email, name] = credential.credentialSubject.identifier;
    expect(name).toEqual({
      type: 'IdentityObject',
      identityType: 'name',
      hashed: false,
      identityHash: 'Dr. Amal Farouk',
    });
    expect(email).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true });
    expect(email.identityHash).toBe(
      `sha256$${createHash('sha256').update(`${amal.user.email.toLowerCase()}${email.salt}`).digest('hex')}`,
    );
    // Without CPD credit the credential claims none.
    const plain = JSON.parse((await credentialOf(withoutCpd.code)).text);
    expect(plain.credentialSubject.creditsEarned).toBeUndefined();
    expect(plain.credentialSubject.achievement.creditsAvailable).toBeUndefined();
  });

  it('verifies with an independent verifier against the published DID document, and fails after one byte changes', async () => {
    const { text } = await credentialOf(withCpd.code);
    expect(await checkCredential(JSON.parse(text), fetchJson)).toEqual({
      proofValid: true,
      revoked: false,
      errors: [],
    });

    const did = await api.request.get('/.well-known/did.json');
    expect(did.status).toBe(200);
    expect(did.headers['access-control-allow-origin']).toBe('*');
    const document = JSON.parse(did.text);
    expect(document).toMatchObject({
      id: 'did:web:localhost%3A3000',
      assertionMethod: ['did:web:localhost%3A3000#key-1'],
    });
    expect(document.verificationMethod[0]).toMatchObject({
      type: 'Multikey',
      publicKeyMultibase: expect.stringMatching(/^z6Mk/),
    });

    // One byte of the holder's name changed: the proof no longer holds.
    const at = text.indexOf('Dr. Amal Farouk') + 4;
    const tampered = `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    expect(tampered).not.toBe(text);
    const check = await checkCredential(JSON.parse(tampered), fetchJson);
    expect(check.proofValid).toBe(false);
    expect(check.errors).toContain('Invalid signature.');
  });

  it('is reported revoked through the status list while its certificate is revoked, and valid again once restored', async () => {
    const credential = JSON.parse((await credentialOf(withCpd.code)).text);
    expect((await setStatus(withCpd.id, 'revoked')).status).toBe(200);
    const list = await api.request.get('/api/credentials/revocations');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(await checkCredential(credential, fetchJson)).toMatchObject({ proofValid: true, revoked: true });
    // Another certificate's credential is not touched by this revocation.
    const other = JSON.parse((await credentialOf(withoutCpd.code)).text);
    expect(await checkCredential(other, fetchJson)).toMatchObject({ proofValid: true, revoked: false });

    expect((await setStatus(withCpd.id, 'valid')).status).toBe(200);
    expect(await checkCredential(credential, fetchJson)).toMatchObject({ proofValid: true, revoked: false });
  });

  it('names the configured origin as issuer and key, not the Host of the request', async () => {
    process.env.SITE_URL = 'https://research.example';
    const credential = JSON.parse((await credentialOf(withCpd.code, 'evil.example')).text);
    expect(credential.issuer.id).toBe('did:web:research.example');
    expect(credential.credentialStatus.statusListCredential).toBe(
      'https://research.example/api/credentials/revocations',
    );
    expect(JSON.parse((await api.request.get('/.well-known/did.json')).text).id).toBe('did:web:research.example');
    expect(await checkCredential(credential, fetchJson)).toMatchObject({ proofValid: true, revoked: false });
  });

  it('is given its status index once to a certificate issued before credentials, and keeps it', async () => {
    await api.payload.update({
      collection: 'certificates' as never,
      id: withoutCpd.id,
      data: { statusIndex: null, identitySalt: null } as never,
      overrideAccess: true, // test setup: a certificate from before this change
    });
    const [first, second] = await Promise.all([credentialOf(withoutCpd.code), credentialOf(withoutCpd.code)]);
    const index = (r: { text: string }) => JSON.parse(r.text).credentialStatus.statusListIndex;
    expect(index(first)).toEqual(index(second));
    expect(index(await credentialOf(withoutCpd.code))).toEqual(index(first));
  });

  it('answers 404 for an unknown or malformed code', async () => {
    for (const code of ['MNR-2222-2222', 'not-a-code']) {
      const res = await api.request.get(`/api/certificates/${code}/credential`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.certificateNotFound });
    }
  });
});

describe('deleting a member or a course', () => {
  const finalProjects = async () =>
    (
      await api.payload.count({
        collection: 'project-submissions',
        where: { title: { equals: 'Final project' } },
        overrideAccess: true,
      })
    ).totalDocs;

  it('a member with a certificate: it stays checkable and signed, named but without their e-mail; their project goes', async () => {
    const leaving = await registerMember(api, {
      email: 'leaving@credentials.test',
      password: 'member-secret',
      name: 'Dr. Leila Nasser',
    });
    const certificate = await issue(leaving, course[BIOSTATS]!);
    const projectsBefore = await finalProjects();
    const removed = await sendAs(api, admin, 'delete', `/cms/api/users/${leaving.user.id}`);
    expect(removed.status).toBe(200);

    const check = await api.request.get(`/api/certificates/${certificate.code}`);
    expect(check.status).toBe(200);
    expect(certificateVerificationSchema.parse(check.body)).toMatchObject({
      holderName: 'Dr. Leila Nasser',
      courseTitle: BIOSTATS,
    });
    const { res, text } = await credentialOf(certificate.code);
    expect(res.status).toBe(200);
    expect(text).toContain('Dr. Leila Nasser');
    expect(text).not.toContain('emailAddress');
    expect(await finalProjects()).toBe(projectsBefore - 1);
  });

  it('a course with issued certificates is refused, in the control panel and in /cms', async () => {
    const panel = await sendAs(api, admin, 'delete', `/api/courses/${course[PROTOCOL]}`);
    expect(panel.status).toBe(409);
    expect(panel.body).toEqual({ error: MESSAGES.courseHasCertificates });
    const cms = await sendAs(api, admin, 'delete', `/cms/api/courses/${course[PROTOCOL]}`);
    expect(cms.status).toBe(409);
    expect(cms.body.errors?.[0]?.message).toBe(MESSAGES.courseHasCertificates);
    expect((await api.request.get(`/api/courses/${course[PROTOCOL]}`)).status).toBe(200);
    expect((await api.request.get(`/api/certificates/${withoutCpd.code}`)).status).toBe(200);
  });

  it('a course with a project under review: the project goes with it', async () => {
    const member = await registerMember(api, { email: 'reviewing@credentials.test', password: 'member-secret' });
    const project = await sendAs(api, member.cookie, 'post', `/api/me/courses/${course[GCP]}/project`)
      .field('title', 'Under review')
      .field('description', 'Waiting for the team.')
      .attach('file', PDF_BYTES, { filename: 'review.pdf', contentType: 'application/pdf' });
    expect(project.status).toBe(201);
    const deleted = await sendAs(api, admin, 'delete', `/api/courses/${course[GCP]}`);
    expect(deleted.status).toBe(204);
    const left = await api.payload.count({
      collection: 'project-submissions',
      where: { id: { equals: project.body.id } },
      overrideAccess: true,
    });
    expect(left.totalDocs).toBe(0);
  });
});
