import type { User } from '@manara/contracts';
import { isAdminRole, isContentRole } from '@manara/contracts/constants/plans';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  href: string;
  /** Paths that also mark this item current (a course page belongs to Courses). */
  matches?: (pathname: string) => boolean;
  /** A page the server serves outside the site's router (the CMS): followed with a full page load. */
  document?: boolean;
}

/** A menu of the main navigation: its label opens its pages (a disclosure, not a link). */
export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

/** A section and every page under it (/admin/courses belongs to Admin). */
const underPath = (href: string) => (p: string) => p === href || p.startsWith(`${href}/`);

/** Every page the header and the footer link to, with its label, written once. */
export const navItems = {
  home: { label: 'Home', href: paths.home, matches: (p) => p === paths.home },
  dataAnalysis: { label: 'Data analysis', href: paths.dataAnalysis },
  researchServices: { label: 'Research services', href: paths.researchServices },
  workgroups: { label: 'Workgroups', href: paths.workgroups },
  journalSelection: { label: 'Journal selection (AI)', href: paths.journalSelection },
  researchWriter: { label: 'Research writer (AI)', href: paths.researchWriter },
  courses: { label: 'Courses', href: paths.courses, matches: underPath(paths.courses) },
  portfolio: { label: 'Portfolio', href: paths.portfolio },
  reviews: { label: 'Reviews', href: paths.reviews },
  pricing: { label: 'Pricing', href: paths.pricing },
  contact: { label: 'Contact', href: paths.contact },
  about: { label: 'About us', href: paths.about },
} satisfies Record<string, NavItem>;

/** The Services menu: the service pages, then the two AI tools. */
export const servicesMenu: NavGroup = {
  label: 'Services',
  items: [
    navItems.dataAnalysis,
    navItems.researchServices,
    navItems.workgroups,
    navItems.journalSelection,
    navItems.researchWriter,
  ],
};

/** The main navigation, in display order, English labels only. */
export const mainNav: readonly (NavItem | NavGroup)[] = [
  navItems.home,
  servicesMenu,
  navItems.courses,
  navItems.portfolio,
  navItems.reviews,
  navItems.pricing,
  navItems.contact,
];

/** The footer's first column of links, where the header's Menu leads without scripts. */
export const FOOTER_NAV_ID = 'footer-solutions';

export const isGroup = (entry: NavItem | NavGroup): entry is NavGroup => 'items' in entry;

/** The account menu: Dashboard for everyone, Admin for admins, and the CMS for editors and admins. */
export function accountNav(role: User['role'] | undefined): readonly NavItem[] {
  const items: NavItem[] = [{ label: 'Dashboard', href: paths.dashboard, matches: underPath(paths.dashboard) }];
  if (isAdminRole(role)) items.push({ label: 'Admin', href: paths.admin, matches: underPath(paths.admin) });
  if (isContentRole(role)) items.push({ label: 'CMS', href: paths.cms, document: true });
  return items;
}

export function isCurrent(item: NavItem | NavGroup, pathname: string): boolean {
  if (isGroup(item)) return item.items.some((entry) => isCurrent(entry, pathname));
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return item.matches ? item.matches(path) : path === item.href;
}
