import { PROGRESS } from '@manara/contracts';
import { useCallback, useEffect, useState } from 'react';
import { storageKeys } from '../storage';
import { readCourseProgress, writeCourseProgress } from './course-progress';

export interface CourseProgressValue {
  progress: number;
  markLessonComplete: () => void;
  reset: () => void;
}

/**
 * A course's local progress: set to 20 when the course loads with nothing saved, +20 per
 * Mark lesson complete, clamped to 0–100, Reset sets 0. Pass null while the course is not loaded.
 */
export function useCourseProgress(courseId: string | null): CourseProgressValue {
  const [progress, setProgress] = useState<number>(PROGRESS.min);

  useEffect(() => {
    if (!courseId) return;
    const saved = readCourseProgress(courseId);
    setProgress(saved ?? writeCourseProgress(courseId, PROGRESS.firstLoad));

    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.courseProgress(courseId)) return;
      setProgress(readCourseProgress(courseId) ?? PROGRESS.min);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [courseId]);

  const markLessonComplete = useCallback(() => {
    if (!courseId) return;
    setProgress((current) => writeCourseProgress(courseId, current + PROGRESS.step));
  }, [courseId]);

  const reset = useCallback(() => {
    if (!courseId) return;
    setProgress(writeCourseProgress(courseId, PROGRESS.min));
  }, [courseId]);

  return { progress, markLessonComplete, reset };
}
