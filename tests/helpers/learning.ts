import type { Response } from 'superagent';
import { registerMember, signIn, startTestApi, type TestApi } from './api';

/** A small file whose bytes say PDF: the `%PDF-` magic and a trailer (`startxref`, `%%EOF`), whatever its name. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
);
/** A PNG's signature and header: an image, whatever name it is given. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** supertest's parser for a binary answer: the body as a Buffer. */
export function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The seeded courses' ids by title. */
export async function courseIds(api: TestApi): Promise<Record<string, string>> {
  const { docs } = await api.payload.find({ collection: 'courses', depth: 0, pagination: false, overrideAccess: true });
  return Object.fromEntries(docs.map((doc) => [doc.title, String(doc.id)]));
}

/**
 * Gives a course a two-question assessment at the 80 % pass mark: both right (100) passes, one
 * right (50) does not. Answers are 0-based option indexes; the right ones are [1, 0].
 */
export async function setTwoQuestionAssessment(api: TestApi, courseId: string): Promise<void> {
  await api.payload.update({
    collection: 'courses',
    id: courseId,
    data: {
      _status: 'published',
      assessment: {
        passMark: 80,
        questions: [
          {
            prompt: 'Which test compares two means?',
            options: [{ label: 'Chi-square' }, { label: 't-test' }],
            correctOption: 2,
          },
          {
            prompt: 'What does CI stand for?',
            options: [{ label: 'Confidence interval' }, { label: 'Clinical index' }],
            correctOption: 1,
          },
        ],
      },
    } as never,
    overrideAccess: true,
  });
}
export const PASSING_ANSWERS = [1, 0];
export const FAILING_ANSWERS = [1, 1];

/** Seeded courses the learning suites use, by title. */
export const BIOSTATS = 'Biostatistics Foundations for Clinicians';
export const PROTOCOL = 'Writing a Clinical Study Protocol';
export const SURVIVAL = 'Survival Analysis in R';
export const GCP = 'Good Clinical Practice Essentials';

/** A registered member: their session's cookie and their account. */
export type Member = Awaited<ReturnType<typeof registerMember>>;

export interface LearningSuite {
  api: TestApi;
  /** The admin's session cookie. */
  admin: string;
  amal: Member;
  omar: Member;
  /** The seeded courses' ids by title. */
  course: Record<string, string>;
}

/**
 * What each learning suite starts from: a fresh API with the admin signed in, two members (Amal and
 * Omar) with addresses at the suite's own `domain`, and the seeded courses' ids.
 */
export async function startLearningSuite(domain: string): Promise<LearningSuite> {
  const api = await startTestApi();
  try {
    const admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
    const amal = await registerMember(api, {
      email: `amal@${domain}`,
      password: 'member-secret',
      name: 'Dr. Amal Farouk',
    });
    const omar = await registerMember(api, { email: `omar@${domain}`, password: 'member-secret', name: 'Omar Haddad' });
    return { api, admin, amal, omar, course: await courseIds(api) };
  } catch (error) {
    await api.close();
    throw error;
  }
}
