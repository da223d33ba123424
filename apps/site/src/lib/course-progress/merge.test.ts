import type { ProgressAction } from '@manara/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-client';
import { storageKeys } from '../storage';
import { readCourseProgress } from './course-progress';
import { browserProgressToMerge, mergeBrowserProgress, mergedProgress } from './merge';

/** A server that keeps the account's progress per course and applies the contract's actions. */
function fakeAccount(initial: Record<string, number> = {}) {
  const stored = { ...initial };
  const send = vi.fn(async (courseId: string, action: ProgressAction) => {
    if (action.action === 'merge') stored[courseId] = mergedProgress(stored[courseId] ?? null, action.progress);
    if (action.action === 'reset') stored[courseId] = 0;
    return { progress: stored[courseId] };
  });
  return { stored, send };
}

const save = (courseId: string, value: string) =>
  window.localStorage.setItem(storageKeys.courseProgress(courseId), value);

describe('merging browser progress into the account on sign-in', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the higher of the account and the browser value', () => {
    expect(mergedProgress(null, 40)).toBe(40);
    expect(mergedProgress(80, 40)).toBe(80);
    expect(mergedProgress(20, 60)).toBe(60);
    expect(mergedProgress(0, 0)).toBe(0);
  });

  it('finds every course saved in this browser, and leaves out 0, junk and other keys', () => {
    save('c1', '60');
    save('c2', '0');
    save('c3', 'junk');
    save('c4', '140');
    window.localStorage.setItem(storageKeys.theme, 'dark');
    expect(browserProgressToMerge().sort((a, b) => a.courseId.localeCompare(b.courseId))).toEqual([
      { courseId: 'c1', progress: 60 },
      { courseId: 'c4', progress: 100 },
    ]);
  });

  it('sends each course once as a merge, then removes the browser copy', async () => {
    save('c1', '60');
    save('c2', '40');
    const account = fakeAccount({ c1: 80 });
    expect((await mergeBrowserProgress(account.send)).sort()).toEqual(['c1', 'c2']);
    expect(account.send).toHaveBeenCalledWith('c1', { action: 'merge', progress: 60 });
    expect(account.send).toHaveBeenCalledWith('c2', { action: 'merge', progress: 40 });
    expect(account.stored).toEqual({ c1: 80, c2: 40 });
    expect(readCourseProgress('c1')).toBeNull();
    expect(readCourseProgress('c2')).toBeNull();
  });

  it('cannot lift the account again after a later Reset: the next sign-in has nothing to merge', async () => {
    save('c1', '60');
    const account = fakeAccount();
    await mergeBrowserProgress(account.send);
    await account.send('c1', { action: 'reset' });
    await mergeBrowserProgress(account.send);
    expect(account.stored.c1).toBe(0);
    expect(account.send).toHaveBeenCalledTimes(2);
  });

  it('keeps a copy the server did not take (network, 5xx) for the next sign-in, and never throws', async () => {
    save('c1', '60');
    save('c2', '40');
    const send = vi.fn(async (courseId: string) => {
      if (courseId === 'c1') throw new TypeError('Failed to fetch');
      if (courseId === 'c2') throw new ApiRequestError(503, 'Service Unavailable', '{}');
    });
    await expect(mergeBrowserProgress(send)).resolves.toEqual([]);
    expect(readCourseProgress('c1')).toBe(60);
    expect(readCourseProgress('c2')).toBe(40);
  });

  it('drops a copy the server refuses for good (an unknown course)', async () => {
    save('gone', '60');
    const send = vi.fn(async () => {
      throw new ApiRequestError(404, 'Not Found', '{"error":"Course not found"}');
    });
    await expect(mergeBrowserProgress(send)).resolves.toEqual(['gone']);
    expect(readCourseProgress('gone')).toBeNull();
  });
});
