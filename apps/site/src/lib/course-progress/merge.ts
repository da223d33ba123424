import { apiRoutes, PROGRESS, type ProgressAction } from '@manara/contracts';
import { ApiRequestError, apiRequest } from '../api-client';
import { removeStorage, storageKeys } from '../storage';
import { readCourseProgress } from './course-progress';

/** The storage key of every course's browser progress starts with this. */
const PROGRESS_KEY_PREFIX = storageKeys.courseProgress('');

export interface BrowserProgress {
  courseId: string;
  progress: number;
}

/** The server's rule for a merge, mirrored: the higher of the account's and the browser's value wins. */
export function mergedProgress(account: number | null, browser: number): number {
  return Math.max(account ?? PROGRESS.min, browser);
}

/**
 * Every course with progress worth carrying into the account: a value of 0 (never started, or
 * Reset) adds nothing under "the higher wins", so it would only create an empty enrollment.
 */
export function browserProgressToMerge(): BrowserProgress[] {
  const found: BrowserProgress[] = [];
  let keys: string[] = [];
  try {
    keys = Object.keys(window.localStorage);
  } catch {
    return found;
  }
  for (const key of keys) {
    if (!key.startsWith(PROGRESS_KEY_PREFIX)) continue;
    const courseId = key.slice(PROGRESS_KEY_PREFIX.length);
    const progress = courseId ? readCourseProgress(courseId) : null;
    if (progress !== null && progress > PROGRESS.min) found.push({ courseId, progress });
  }
  return found;
}

/** A refusal that asking again would not change (not a 401, which ends the session, nor a 429). */
function isFinalRefusal(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && ![401, 429].includes(error.status)
  );
}

export type SendProgress = (courseId: string, action: ProgressAction) => Promise<unknown>;

/** POST /api/me/courses/:id/progress. */
export const sendProgress: SendProgress = (courseId, action) =>
  apiRequest<unknown>(apiRoutes.myCourseProgress.href(courseId), { method: 'POST', body: action });

/**
 * On sign-in and sign-up: each course's browser progress is merged into the account once, then
 * the browser copy is removed, so a later sign-in cannot lift the account back up after a Reset.
 * A copy the server cannot take (a course since removed: 4xx) is dropped too; one that did not
 * reach it (network, 5xx, too many requests) stays for the next sign-in. Never throws: signing in must not fail because of it. Resolves to the course ids whose browser copy is gone.
 */
export async function mergeBrowserProgress(send: SendProgress = sendProgress): Promise<string[]> {
  const outcomes = await Promise.allSettled(
    browserProgressToMerge().map(async ({ courseId, progress }) => {
      try {
        await send(courseId, { action: 'merge', progress });
      } catch (error) {
        if (!isFinalRefusal(error)) throw error;
      }
      removeStorage(storageKeys.courseProgress(courseId));
      return courseId;
    }),
  );
  return outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
}
