import { Router } from 'express';
import { apiRoutes, MESSAGES, progressActionSchema, type MyEnrollment } from '@manara/contracts';
import type { Payload } from 'payload';
import { publishedOnly } from '../../collections/drafts';
import { applyProgress } from '../../lib/learning/progress';
import type { Course as CourseDoc, Enrollment as EnrollmentDoc } from '../../payload-types';
import { currentUser, requireSession } from '../middleware/session';
import { requirePublishedCourse } from './learning-course';
import { relationId } from './mappers';
import { parseWith, pathId } from './validate';

type ListedCourse = Pick<CourseDoc, 'id' | 'title' | 'category' | 'level' | 'durationHrs' | 'rating'>;

/** Published courses by id, as the public reads see them (an unpublished course is left out). */
async function publishedCourses(payload: Payload, ids: string[]): Promise<Map<string, ListedCourse>> {
  if (!ids.length) return new Map();
  const { docs } = await payload.find({
    collection: 'courses',
    depth: 0,
    pagination: false,
    select: { title: true, category: true, level: true, durationHrs: true, rating: true },
    ...publishedOnly({ id: { in: ids } }),
  });
  return new Map(docs.map((doc) => [String(doc.id), doc as ListedCourse]));
}

function toMyEnrollment(doc: EnrollmentDoc, course: ListedCourse): MyEnrollment {
  return {
    id: String(doc.id),
    courseId: String(course.id),
    courseTitle: course.title,
    category: course.category,
    level: course.level,
    durationHrs: course.durationHrs,
    rating: course.rating,
    status: doc.status,
    progress: doc.progress,
    updatedAt: doc.updatedAt,
  };
}

/** In progress first, then the most recently updated. */
const byDashboardOrder = (a: MyEnrollment, b: MyEnrollment): number =>
  Number(b.status === 'in_progress') - Number(a.status === 'in_progress') || b.updatedAt.localeCompare(a.updatedAt);

/**
 * A member's progress on their account (docs/api.md "Learning"): each action on a course's progress,
 * and their enrollments for the dashboard. The member is always the session's; no body or path names
 * an account.
 */
export function learningProgressRoutes(payload: Payload): Router {
  const router = Router();
  const session = requireSession(payload);

  router.post(apiRoutes.myCourseProgress.pattern, session, async (req, res) => {
    const courseId = pathId(req, MESSAGES.courseNotFound);
    const action = parseWith(progressActionSchema, req.body);
    await requirePublishedCourse(payload, courseId);
    const enrollment = await applyProgress(payload, String(currentUser(req).id), courseId, action);
    res.json({ enrollment });
  });

  router.get(apiRoutes.myEnrollments.pattern, session, async (req, res) => {
    const { docs } = await payload.find({
      collection: 'enrollments',
      // The member's own rows only, an admin's too (Payload's rule would show an admin everyone's).
      where: { user: { equals: currentUser(req).id } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    });
    const courses = await publishedCourses(payload, [
      ...new Set(docs.map((doc) => relationId(doc.course)).filter((id): id is string => id !== undefined)),
    ]);
    const mine = docs.flatMap((doc) => {
      const course = courses.get(relationId(doc.course) ?? '');
      return course ? [toMyEnrollment(doc, course)] : [];
    });
    res.json({ docs: mine.sort(byDashboardOrder) });
  });

  return router;
}
