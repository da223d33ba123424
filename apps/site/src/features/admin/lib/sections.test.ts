import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, adminHref, adminPageMeta, sectionAt } from './sections';

describe('control panel sections', () => {
  it('each section has its own address under /admin, the overview is /admin itself', () => {
    expect(ADMIN_SECTIONS.map(adminHref)).toEqual([
      '/admin',
      '/admin/courses',
      '/admin/portfolio',
      '/admin/moderation',
      '/admin/reviews',
      '/admin/users',
      '/admin/enrollments',
      '/admin/projects',
      '/admin/service-requests',
      '/admin/inbox',
    ]);
  });

  it('finds the section of a path, with or without a trailing slash', () => {
    expect(sectionAt(undefined)?.id).toBe('overview');
    expect(sectionAt('')?.id).toBe('overview');
    expect(sectionAt('courses/')?.id).toBe('courses');
    expect(sectionAt('nope')).toBeUndefined();
  });

  it('titles each address after its section', () => {
    expect(adminPageMeta('').title).toBe('Control panel');
    expect(adminPageMeta('users').title).toBe('Users · Control panel');
    expect(adminPageMeta('inbox').title).toBe('Inbox · Control panel');
    expect(adminPageMeta('projects').title).toBe('Course projects · Control panel');
    expect(adminPageMeta('nope').title).toBe('Section not found · Control panel');
  });
});
