import { randomBytes } from 'node:crypto';
import type { CollectionSlug, Payload } from 'payload';
import { env } from '../lib/env';
import { statusOf } from '../collections/drafts';
import { reviewAuthor } from '../collections/Reviews/author';
import { assessments } from './data/assessments';
import { coursePreviews } from './data/course-previews';
import { courses, type SeedCourse } from './data/courses';
import { journals } from './data/journals';
import { members } from './data/members';
import { projects } from './data/projects';
import { reviews } from './data/reviews';
import { seedMedia } from './media';
import { seedPages } from './pages';
import { services } from './data/services';
import { siteSettings } from './data/site-settings';

export interface SeedResult {
  createdCourses: number;
  /** How many documents of each kind this run created (0 everywhere on a second run). */
  created: {
    services: number;
    courses: number;
    projects: number;
    reviews: number;
    /** The journal finder's catalogue. */
    journals: number;
    members: number;
    enrollments: number;
    serviceRequests: number;
    siteSettings: boolean;
    /** Courses given their demo assessment. */
    assessments: number;
    /** Page globals given their built-in copy. */
    pages: number;
    media: number;
  };
  admin: { email: string; generatedPassword?: string; created: boolean };
}

export interface SeedOptions {
  /**
   * The journal catalogue (a hundred-odd documents with their versions, about 3 s): every start seeds
   * it; API tests that do not read it leave it out.
   */
  journals?: boolean;
}

const DEFAULT_ADMIN_EMAIL = 'admin@manara.local';

/*
 * Seeding acts as the system, not as a user: every Local API call here passes overrideAccess: true.
 */

async function isEmpty(payload: Payload, collection: CollectionSlug, where?: Parameters<Payload['count']>[0]['where']) {
  const { totalDocs } = await payload.count({ collection, overrideAccess: true, ...(where ? { where } : {}) });
  return totalDocs === 0;
}

async function createAll<T extends object>(payload: Payload, collection: CollectionSlug, items: readonly T[]) {
  if (!(await isEmpty(payload, collection))) return 0;
  // Lists are newest first, so the data files' first items are created last and shown first.
  for (const data of [...items].reverse()) {
    await payload.create({ collection, data: data as never, depth: 0, overrideAccess: true });
  }
  return items.length;
}

/**
 * Demo members, their enrollments and service requests, and one pending review of their own.
 * Members are written through the database adapter without a password: hashing four passwords
 * would cost two seconds at every first start (and in every API test file), and demo accounts must
 * not be able to sign in anyway until an admin gives them a password in the control panel.
 */
async function seedMembers(payload: Payload, created: SeedResult['created']): Promise<void> {
  if (!(await isEmpty(payload, 'users', { role: { equals: 'member' } }))) return;
  const courseIds = new Map<string, number | string>();
  const { docs } = await payload.find({
    collection: 'courses',
    depth: 0,
    pagination: false,
    select: { title: true },
    overrideAccess: true,
  });
  for (const course of docs) courseIds.set(course.title, course.id);
  const seedEnrollments = await isEmpty(payload, 'enrollments');
  const seedRequests = await isEmpty(payload, 'service-requests');

  for (const [index, member] of members.entries()) {
    const now = new Date(Date.now() - (members.length - index) * 86_400_000).toISOString();
    const user = await payload.db.create({
      collection: 'users',
      data: {
        name: member.name,
        email: member.email,
        country: member.country,
        plan: member.plan,
        role: 'member',
        loginAttempts: 0,
        createdAt: now,
        updatedAt: now,
      },
    });
    created.members += 1;
    if (seedEnrollments) {
      for (const enrollment of member.enrollments) {
        const course = courseIds.get(enrollment.course);
        if (course === undefined) continue;
        await payload.create({
          collection: 'enrollments',
          data: { user: user.id, course: course as number, status: enrollment.status, progress: enrollment.progress },
          overrideAccess: true,
        });
        created.enrollments += 1;
      }
    }
    if (seedRequests) {
      for (const request of member.requests) {
        await payload.create({
          collection: 'service-requests',
          data: { ...request, user: user.id },
          overrideAccess: true,
        });
        created.serviceRequests += 1;
      }
    }
    if (index === 0) {
      await payload.create({
        collection: 'reviews',
        data: {
          ...reviewAuthor(user),
          service: 'Courses',
          rating: 4.7,
          quote:
            'The survival analysis course paired with a real project review from the team. Exactly the push I needed.',
          status: 'pending',
        },
        overrideAccess: true,
      });
      created.reviews += 1;
    }
  }
}

/** A seeded course's assessment as the course's `assessment` group stores it (seed/data/assessments.ts). */
function assessmentOf(title: string) {
  const questions = assessments[title];
  if (!questions) return undefined;
  return {
    questions: questions.map((q) => ({
      prompt: q.prompt,
      options: q.options.map((label) => ({ label })),
      correctOption: q.correct,
    })),
  };
}

/** A seeded course with its assessment and preview lesson, where the demo has them. */
const withLearningContent = (course: SeedCourse) => {
  const assessment = assessmentOf(course.title);
  const preview = coursePreviews[course.title];
  return { ...course, ...(assessment ? { assessment } : {}), ...(preview ? { preview } : {}) };
};

/**
 * Gives the seeded courses of an older database their assessments, once: only while no course has
 * a question, so an editor's own questions (or an assessment they removed) are never overwritten.
 */
async function seedAssessments(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'courses',
    depth: 0,
    pagination: false,
    select: { title: true, assessment: true } as never,
    overrideAccess: true,
  });
  const stored = docs as unknown as { id: number; title: string; assessment?: { questions?: unknown[] | null } }[];
  if (stored.some((course) => course.assessment?.questions?.length)) return 0;
  let given = 0;
  for (const course of stored) {
    const assessment = assessmentOf(course.title);
    if (!assessment) continue;
    await payload.update({
      collection: 'courses',
      id: course.id,
      data: { assessment } as never,
      depth: 0,
      overrideAccess: true,
    });
    given += 1;
  }
  return given;
}

async function seedSiteSettings(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true });
  if (current.supportEmail) return false;
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, overrideAccess: true });
  return true;
}

/**
 * Seeds an empty database with the demo content and one admin. Idempotent: every kind is created
 * only when none exists, so a second start changes nothing.
 */
export async function seed(payload: Payload, { journals: withJournals = true }: SeedOptions = {}): Promise<SeedResult> {
  const created: SeedResult['created'] = {
    services: await createAll(payload, 'services', services),
    courses: await createAll(payload, 'courses', courses.map(withLearningContent)),
    projects: await createAll(
      payload,
      'projects',
      projects.map(({ published, ...project }) => ({ ...project, _status: statusOf(published) })),
    ),
    reviews: await createAll(payload, 'reviews', reviews),
    journals: withJournals ? await createAll(payload, 'journals', journals) : 0,
    members: 0,
    enrollments: 0,
    serviceRequests: 0,
    siteSettings: await seedSiteSettings(payload),
    assessments: 0,
    pages: await seedPages(payload),
    media: 0,
  };
  created.assessments = created.courses
    ? courses.filter((course) => assessments[course.title]).length
    : await seedAssessments(payload);
  // After courses and projects, which it gives images to.
  created.media = await seedMedia(payload);
  await seedMembers(payload, created);

  const admins = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const existingAdmin = admins.docs[0];
  if (existingAdmin) {
    return { createdCourses: created.courses, created, admin: { email: existingAdmin.email, created: false } };
  }

  const email = env().ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  const fromEnv = env().ADMIN_PASSWORD;
  const password = fromEnv || randomBytes(12).toString('base64url');
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Manara Admin', role: 'admin', plan: 'Enterprise', country: 'SA' },
    overrideAccess: true,
  });
  return {
    createdCourses: created.courses,
    created,
    admin: { email, created: true, ...(fromEnv ? {} : { generatedPassword: password }) },
  };
}
