import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../storage';
import { readCourseProgress } from './course-progress';
import { useCourseProgress } from './use-course-progress';

describe('course progress', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads nothing when nothing (or junk) is saved, and clamps what is saved', () => {
    expect(readCourseProgress('c1')).toBeNull();
    window.localStorage.setItem(storageKeys.courseProgress('c1'), 'junk');
    expect(readCourseProgress('c1')).toBeNull();
    window.localStorage.setItem(storageKeys.courseProgress('c1'), '140');
    expect(readCourseProgress('c1')).toBe(100);
    window.localStorage.setItem(storageKeys.courseProgress('c1'), '-5');
    expect(readCourseProgress('c1')).toBe(0);
  });

  it('is set to 20 on first load, +20 per lesson, clamped at 100, and Reset sets 0', () => {
    const { result } = renderHook(() => useCourseProgress('c2'));
    expect(result.current.progress).toBe(20);
    expect(readCourseProgress('c2')).toBe(20);
    for (let i = 0; i < 6; i += 1) act(() => result.current.markLessonComplete());
    expect(result.current.progress).toBe(100);
    expect(readCourseProgress('c2')).toBe(100);
    act(() => result.current.reset());
    expect(result.current.progress).toBe(0);
    expect(readCourseProgress('c2')).toBe(0);
  });

  it('keeps a saved value, even 0, instead of the first-load 20', () => {
    window.localStorage.setItem(storageKeys.courseProgress('c3'), '0');
    const { result } = renderHook(() => useCourseProgress('c3'));
    expect(result.current.progress).toBe(0);
  });

  it('stores progress per course id', () => {
    window.localStorage.setItem(storageKeys.courseProgress('a'), '60');
    const a = renderHook(() => useCourseProgress('a'));
    const b = renderHook(() => useCourseProgress('b'));
    expect(a.result.current.progress).toBe(60);
    expect(b.result.current.progress).toBe(20);
  });
});
