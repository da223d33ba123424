import type { Course, MyEnrollment } from '@manara/contracts';
import { describe, expect, it, vi } from 'vitest';
import { pickActiveCourses } from './active-courses';

const course = (id: string): Course =>
  ({ id, title: `Course ${id}`, category: 'Biostatistics', level: 'Beginner', durationHrs: 6, rating: 4.5 }) as Course;

const enrollment = (courseId: string, status: MyEnrollment['status'], progress: number): MyEnrollment => ({
  id: `e-${courseId}`,
  courseId,
  courseTitle: `Course ${courseId}`,
  category: 'Epidemiology',
  level: 'Advanced',
  durationHrs: 10,
  rating: 4.9,
  status,
  progress,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const catalog = ['a', 'b', 'c', 'd'].map(course);
const none = () => null;

describe("the dashboard's active courses", () => {
  it('shows the first three enrollments, in progress first, with the progress saved on the account', () => {
    const cards = pickActiveCourses({
      enrollments: [
        enrollment('d', 'completed', 100),
        enrollment('c', 'in_progress', 40),
        enrollment('b', 'cancelled', 20),
        enrollment('a', 'in_progress', 60),
      ],
      catalog,
      stored: () => 99,
      fallback: () => 50,
    });
    expect(cards.map((card) => [card.courseId, card.status, card.progress])).toEqual([
      ['c', 'in_progress', 40],
      ['a', 'in_progress', 60],
      ['d', 'completed', 100],
    ]);
    // The enrollment's own course facts, not the catalogue's.
    expect(cards[0]).toMatchObject({ title: 'Course c', category: 'Epidemiology', level: 'Advanced' });
  });

  it('fills up to three from the catalogue, skipping courses the member is enrolled in', () => {
    const cards = pickActiveCourses({
      enrollments: [enrollment('b', 'in_progress', 0)],
      catalog,
      stored: none,
      fallback: () => 50,
    });
    expect(cards.map((card) => card.courseId)).toEqual(['b', 'a', 'c']);
    // An enrollment at 0 percent is real progress: no random number replaces it.
    expect(cards[0]?.progress).toBe(0);
  });

  it("uses this browser's progress for a catalogue course, even 0, and the random fallback only with none at all", () => {
    const fallback = vi.fn(() => 42);
    const stored = (id: string) => ({ a: 0, b: 80 })[id] ?? null;
    const cards = pickActiveCourses({ enrollments: [], catalog, stored, fallback });
    expect(cards.map((card) => [card.courseId, card.progress, card.status])).toEqual([
      ['a', 0, undefined],
      ['b', 80, undefined],
      ['c', 42, undefined],
    ]);
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(fallback).toHaveBeenCalledWith('c');
  });

  it('never asks for a fallback when every card is an enrollment', () => {
    const fallback = vi.fn(() => 42);
    pickActiveCourses({
      enrollments: ['a', 'b', 'c'].map((id) => enrollment(id, 'in_progress', 10)),
      catalog,
      stored: none,
      fallback,
    });
    expect(fallback).not.toHaveBeenCalled();
  });

  it('shows fewer cards when the catalogue is short, and none when both are empty', () => {
    expect(
      pickActiveCourses({ enrollments: [], catalog: [course('a')], stored: none, fallback: () => 30 }),
    ).toHaveLength(1);
    expect(pickActiveCourses({ enrollments: [], catalog: [], stored: none, fallback: () => 30 })).toEqual([]);
  });
});
