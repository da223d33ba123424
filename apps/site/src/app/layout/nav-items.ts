import type { User } from '@manara/contracts';
import { isAdminRole, isContentRole } from '@manara/contracts/constants/plans';
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
  /** Paths that also mark this item current (a course page belongs to Courses). */
  matches?: (pathname: string) => boolean;
  /** A page the server serves outside the site's router (the CMS): followed with a full page load. */
  document?: boolean;
}

/** A section and every page under it (/admin/courses belongs to Admin). */
const underPath = (href: string) => (p: string) => p === href || p.startsWith(`${href}/`);

/** The main navigation, in display order, English labels only. */
export const mainNav: readonly NavItem[] = [
  { label: 'Home', href: paths.home, matches: (p) => p === paths.home },
  { label: 'Services', href: paths.dataAnalysis },
  { label: 'Courses', href: paths.courses, matches: underPath(paths.courses) },
  { label: 'Portfolio', href: paths.portfolio },
  { label: 'Reviews', href: paths.reviews },
  { label: 'Pricing', href: paths.pricing },
  { label: 'Contact', href: paths.contact },
];

/** The account menu: Dashboard for everyone, Admin for admins, and the CMS for editors and admins. */
export function accountNav(role: User['role'] | undefined): readonly NavItem[] {
  const items: NavItem[] = [{ label: 'Dashboard', href: paths.dashboard, matches: underPath(paths.dashboard) }];
  if (isAdminRole(role)) items.push({ label: 'Admin', href: paths.admin, matches: underPath(paths.admin) });
  if (isContentRole(role)) items.push({ label: 'CMS', href: paths.cms, document: true });
  return items;
}

export function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return item.matches ? item.matches(path) : path === item.href;
}
