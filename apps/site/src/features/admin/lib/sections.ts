import type { Summary } from '@manara/contracts';
import { paths } from '@/config/paths';
import type { PageMeta } from '@/lib/page-meta';

export const PANEL_TITLE = 'Control panel';

const PANEL_DESCRIPTION =
  'Manage courses, projects, reviews, users, enrollments, course projects, service requests and leads.';

export interface AdminSectionInfo {
  id: string;
  /** The section's address below /admin; the overview has none. */
  slug: string;
  title: string;
  description: string;
  /** The summary metric that counts the section's items, shown beside its link. */
  metric?: keyof Summary['metrics'];
}

/** The sections of the control panel, in display order; each has its own address. */
export const ADMIN_SECTIONS = [
  {
    id: 'overview',
    slug: '',
    title: 'Overview',
    description: 'Backend status and the numbers of the whole site at a glance.',
  },
  {
    id: 'courses',
    slug: 'courses',
    title: 'Courses',
    description: 'Create, edit and delete the courses of the catalog.',
    metric: 'courses',
  },
  {
    id: 'portfolio',
    slug: 'portfolio',
    title: 'Portfolio',
    description: 'Create, edit and delete the case studies of the portfolio.',
    metric: 'projects',
  },
  {
    id: 'moderation',
    slug: 'moderation',
    title: 'Review moderation',
    description: 'Pending reviews wait here; approve them to publish them, or reject them.',
    metric: 'pendingReviews',
  },
  {
    id: 'reviews',
    slug: 'reviews',
    title: 'Reviews',
    description: 'Add, edit and delete reviews, with any status.',
  },
  {
    id: 'users',
    slug: 'users',
    title: 'Users',
    description: 'Create accounts and edit members and admins.',
    metric: 'users',
  },
  {
    id: 'enrollments',
    slug: 'enrollments',
    title: 'Enrollments',
    description:
      "Course enrollments: each learner's progress, best score, project and certificate; change status and progress, revoke or restore a certificate.",
    metric: 'enrollments',
  },
  {
    id: 'projects',
    slug: 'projects',
    title: 'Course projects',
    description: "Members' course projects: open one, then accept it or ask for changes with a comment.",
  },
  {
    id: 'service-requests',
    slug: 'service-requests',
    title: 'Service requests',
    description:
      "Members' orders: change a status in its row, or open one to promise a date, assign it, write to the member and deliver files.",
    metric: 'serviceRequests',
  },
  {
    id: 'inbox',
    slug: 'inbox',
    title: 'Inbox',
    description:
      'Contact messages, quotes, scope requests and plan choices: answer them, note what was done, export them.',
    metric: 'newLeads',
  },
] as const satisfies readonly AdminSectionInfo[];

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

export function adminHref(section: AdminSectionInfo): string {
  return section.slug ? `${paths.admin}/${section.slug}` : paths.admin;
}

/** The section named by the path below /admin (the router's `*`), or undefined for an unknown one. */
export function sectionAt(splat: string | undefined): AdminSectionInfo | undefined {
  const slug = (splat ?? '').replace(/^\/+|\/+$/g, '');
  return ADMIN_SECTIONS.find((section) => section.slug === slug);
}

/** The document title and description of an admin address: each section names itself first. */
export function adminPageMeta(splat: string | undefined): PageMeta {
  const section = sectionAt(splat);
  if (!section) return { title: `Section not found · ${PANEL_TITLE}`, description: PANEL_DESCRIPTION };
  if (!section.slug) return { title: PANEL_TITLE, description: PANEL_DESCRIPTION };
  return { title: `${section.title} · ${PANEL_TITLE}`, description: section.description };
}
