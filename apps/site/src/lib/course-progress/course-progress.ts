import { PROGRESS } from '@manara/contracts';
import { readStorage, storageKeys, writeStorage } from '../storage';

export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return PROGRESS.min;
  return Math.min(PROGRESS.max, Math.max(PROGRESS.min, Math.round(value)));
}

/**
 * The progress saved in this browser for a course, clamped to 0–100, or null when none
 * is saved (or what is saved is not a number). The dashboard reads it too.
 */
export function readCourseProgress(courseId: string): number | null {
  const raw = readStorage(storageKeys.courseProgress(courseId));
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? clampProgress(value) : null;
}

export function writeCourseProgress(courseId: string, value: number): number {
  const clamped = clampProgress(value);
  writeStorage(storageKeys.courseProgress(courseId), String(clamped));
  return clamped;
}
