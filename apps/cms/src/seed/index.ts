import { randomBytes } from 'node:crypto';
import type { Payload } from 'payload';
import { courses } from './data/courses';

export interface SeedResult {
  createdCourses: number;
  admin: { email: string; generatedPassword?: string; created: boolean };
}

const DEFAULT_ADMIN_EMAIL = 'admin@manara.local';

/**
 * Seeds an empty database with the demo content and one admin. Idempotent: every kind is created
 * only when none exists, so a second start changes nothing. Seeding acts as the system, not as a
 * user, hence overrideAccess.
 */
export async function seed(payload: Payload): Promise<SeedResult> {
  let createdCourses = 0;
  const existingCourses = await payload.count({ collection: 'courses', overrideAccess: true });
  if (existingCourses.totalDocs === 0) {
    for (const course of courses) {
      await payload.create({ collection: 'courses', data: course, overrideAccess: true });
      createdCourses += 1;
    }
  }

  const admins = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const existingAdmin = admins.docs[0];
  if (existingAdmin) {
    return { createdCourses, admin: { email: existingAdmin.email, created: false } };
  }

  const email = process.env.ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL;
  const fromEnv = process.env.ADMIN_PASSWORD?.trim();
  const password = fromEnv || randomBytes(12).toString('base64url');
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Manara Admin', role: 'admin', plan: 'Enterprise', country: 'SA' },
    overrideAccess: true,
  });
  return {
    createdCourses,
    admin: { email, created: true, ...(fromEnv ? {} : { generatedPassword: password }) },
  };
}
