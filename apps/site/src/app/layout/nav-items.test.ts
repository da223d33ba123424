import { describe, expect, it } from 'vitest';
import { isCurrent, mainNav } from './nav-items';

const item = (label: string) => mainNav.find((entry) => entry.label === label)!;

describe('main navigation (spec §2)', () => {
  it('has the seven English labels in order, Services pointing at /data-analysis', () => {
    expect(mainNav.map((entry) => entry.label)).toEqual([
      'Home',
      'Services',
      'Courses',
      'Portfolio',
      'Reviews',
      'Pricing',
      'Contact',
    ]);
    expect(item('Services').href).toBe('/data-analysis');
  });

  it('marks exactly the current page, a course page under Courses, and ignores a trailing slash', () => {
    expect(isCurrent(item('Home'), '/')).toBe(true);
    expect(isCurrent(item('Home'), '/pricing')).toBe(false);
    expect(isCurrent(item('Courses'), '/courses/42')).toBe(true);
    expect(isCurrent(item('Pricing'), '/pricing/')).toBe(true);
    expect(isCurrent(item('Services'), '/research-services')).toBe(false);
  });
});
