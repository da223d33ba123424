import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
  /** Paths that also mark this item current (a course page belongs to Courses). */
  matches?: (pathname: string) => boolean;
}

/** The main navigation of spec §2, English labels only. */
export const mainNav: readonly NavItem[] = [
  { label: 'Home', href: paths.home, matches: (p) => p === paths.home },
  { label: 'Services', href: paths.dataAnalysis },
  { label: 'Courses', href: paths.courses, matches: (p) => p === paths.courses || p.startsWith(`${paths.courses}/`) },
  { label: 'Portfolio', href: paths.portfolio },
  { label: 'Reviews', href: paths.reviews },
  { label: 'Pricing', href: paths.pricing },
  { label: 'Contact', href: paths.contact },
];

export function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return item.matches ? item.matches(path) : path === item.href;
}
