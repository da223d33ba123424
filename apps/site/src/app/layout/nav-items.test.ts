import { describe, expect, it } from 'vitest';
import { accountNav, isCurrent, isGroup, mainNav, servicesMenu } from './nav-items';

const item = (label: string) => mainNav.find((entry) => entry.label === label)!;

describe('main navigation', () => {
  it('has the seven English labels in order, Services a menu of the service pages and the AI tools', () => {
    expect(mainNav.map((entry) => entry.label)).toEqual([
      'Home',
      'Services',
      'Courses',
      'Portfolio',
      'Reviews',
      'Pricing',
      'Contact',
    ]);
    expect(isGroup(item('Services'))).toBe(true);
    expect(servicesMenu.items.map((entry) => [entry.label, entry.href])).toEqual([
      ['Data analysis', '/data-analysis'],
      ['Research services', '/research-services'],
      ['Workgroups', '/workgroups'],
      ['Journal selection (AI)', '/ai-tools/journal-selection'],
      ['Research writer (AI)', '/ai-tools/research-writer'],
    ]);
  });

  it('marks exactly the current page, a course page under Courses, a service under Services, and ignores a trailing slash', () => {
    expect(isCurrent(item('Home'), '/')).toBe(true);
    expect(isCurrent(item('Home'), '/pricing')).toBe(false);
    expect(isCurrent(item('Courses'), '/courses/42')).toBe(true);
    expect(isCurrent(item('Pricing'), '/pricing/')).toBe(true);
    expect(isCurrent(item('Services'), '/research-services')).toBe(true);
    expect(isCurrent(item('Services'), '/ai-tools/research-writer/')).toBe(true);
    expect(isCurrent(item('Services'), '/courses')).toBe(false);
  });
});

describe('account navigation', () => {
  it('offers Dashboard to members, adds the CMS for editors, and Admin and the CMS for admins', () => {
    expect(accountNav('member').map((entry) => entry.label)).toEqual(['Dashboard']);
    expect(accountNav('editor').map((entry) => [entry.label, entry.href])).toEqual([
      ['Dashboard', '/dashboard'],
      ['CMS', '/cms'],
    ]);
    expect(accountNav('admin').map((entry) => entry.label)).toEqual(['Dashboard', 'Admin', 'CMS']);
    expect(accountNav('editor').find((entry) => entry.label === 'CMS')?.document).toBe(true);
  });

  it('marks the pages under Dashboard and Admin', () => {
    const [dashboard, admin] = accountNav('admin');
    expect([dashboard?.href, admin?.href]).toEqual(['/dashboard', '/admin']);
    expect(isCurrent(admin!, '/admin/courses')).toBe(true);
    expect(isCurrent(admin!, '/administrator')).toBe(false);
    expect(isCurrent(dashboard!, '/dashboard/')).toBe(true);
    expect(isCurrent(dashboard!, '/admin')).toBe(false);
  });
});
