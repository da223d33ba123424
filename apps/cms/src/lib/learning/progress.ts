import { fallbackProgress, PROGRESS, type EnrollmentStatus, type ProgressAction } from '@manara/contracts';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import type { Enrollment as EnrollmentDoc } from '../../payload-types';
import { serializeInTransaction } from '../transaction-lock';
import { relationValue } from './records';

/** What the progress route answers about the member's enrollment. */
export interface EnrollmentState {
  id: string;
  status: EnrollmentStatus;
  progress: number;
  updatedAt: string;
}

type Stored = Pick<EnrollmentDoc, 'id' | 'status' | 'progress' | 'updatedAt'>;

const clamp = (value: number) => Math.min(PROGRESS.max, Math.max(PROGRESS.min, value));

/**
 * The rules for one action on the stored enrollment (or none yet): Mark complete adds a step,
 * the first one from `shown`, the figure the member's dashboard and course page showed before
 * there was any (contracts' fallbackProgress); Reset goes to 0; a merge of the browser's progress
 * keeps the higher value. null: nothing to write.
 */
export function nextState(
  stored: Stored | undefined,
  action: ProgressAction,
  shown: number,
): { progress: number; status: EnrollmentStatus } | null {
  const current = stored?.progress ?? null;
  let progress: number;
  if (action.action === 'complete') progress = clamp((current ?? shown) + PROGRESS.step);
  else if (action.action === 'reset') progress = PROGRESS.min;
  else progress = Math.max(current ?? PROGRESS.min, action.progress);

  // A merge of 0 before the first step creates nothing. A reset does: the page showed the derived
  // figure, and the member's 0 must stay 0 on their next visit and other devices.
  if (!stored && progress === PROGRESS.min && action.action === 'merge') return null;

  const was = stored?.status ?? 'in_progress';
  // A cancelled enrollment stays cancelled (an admin's decision); otherwise 100 completes it, a reset
  // reopens it, and anything else keeps the status it had (an admin may have set it).
  let status: EnrollmentStatus = was;
  if (was !== 'cancelled') {
    if (progress >= PROGRESS.max) status = 'completed';
    else if (action.action === 'reset') status = 'in_progress';
  }
  if (stored && progress === stored.progress && status === stored.status) return null;
  return { progress, status };
}

const toState = (doc: Stored): EnrollmentState => ({
  id: String(doc.id),
  status: doc.status,
  progress: doc.progress,
  updatedAt: doc.updatedAt,
});

/**
 * Applies one action to the member's enrollment in the course, creating it on the first step (or a
 * first reset). The read and the write happen in one transaction, serialised per member and course
 * (lib/transaction-lock.ts): two devices pressing at once are applied one after the other, on one
 * server or several, so neither step is lost. The member comes from the session, the course was
 * checked by the route; the Local API calls are the system's (members cannot write enrollments
 * through /cms).
 */
export async function applyProgress(
  payload: Payload,
  userId: string,
  courseId: string,
  action: ProgressAction,
): Promise<EnrollmentState | null> {
  const req = await createLocalReq({}, payload);
  const owns = await initTransaction(req);
  try {
    await serializeInTransaction(payload, req, `progress:${userId}:${courseId}`);
    const { docs } = await payload.find({
      collection: 'enrollments',
      where: { and: [{ user: { equals: userId } }, { course: { equals: courseId } }] },
      sort: '-updatedAt',
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    });
    const stored = docs[0];
    const next = nextState(stored, action, fallbackProgress(userId, courseId));
    let result: Stored | undefined = stored;
    if (next && stored) {
      result = await payload.update({
        collection: 'enrollments',
        id: stored.id,
        data: next,
        depth: 0,
        overrideAccess: true,
        req,
      });
    } else if (next) {
      result = await payload.create({
        collection: 'enrollments',
        data: { user: relationValue(userId) as number, course: relationValue(courseId) as number, ...next },
        depth: 0,
        overrideAccess: true,
        req,
      });
    }
    if (owns) await commitTransaction(req);
    return result ? toState(result) : null;
  } catch (err) {
    if (owns) await killTransaction(req);
    throw err;
  }
}
