import { Link } from '@manara/ui';
import { paths } from '@/config/paths';
import { PANEL_TITLE, type AdminSectionId, type AdminSectionInfo } from '../lib/sections';
import { AdminOverview } from './admin-overview';
import { AdminPage } from './admin-section';
import { COURSES } from './course-resource';
import { EnrollmentList } from './enrollment-list';
import { Inbox } from './inbox';
import { PROJECTS } from './project-resource';
import { ProjectReview } from './project-review';
import { ResourceManager } from './resource-manager';
import { REVIEWS } from './review-resource';
import { ReviewModeration } from './review-moderation';
import { ServiceRequestList } from './service-request-list';
import { USERS } from './user-resource';

const SECTION_CONTENT: Record<AdminSectionId, () => React.ReactNode> = {
  overview: AdminOverview,
  courses: () => <ResourceManager resource={COURSES} />,
  portfolio: () => <ResourceManager resource={PROJECTS} />,
  moderation: ReviewModeration,
  reviews: () => <ResourceManager resource={REVIEWS} />,
  users: () => <ResourceManager resource={USERS} />,
  enrollments: EnrollmentList,
  projects: ProjectReview,
  'service-requests': ServiceRequestList,
  inbox: Inbox,
};

/** Admins must know their changes go live at once; the overview, where they land, says so. */
const LIVE_BACKEND =
  'Connected to the live backend: every change you make here is saved at once and shows on the public site.';

/** One section at its address: its heading and its content; the overview is the panel's home. */
export function AdminSectionPage({ section }: { section: AdminSectionInfo & { id: AdminSectionId } }) {
  const Content = SECTION_CONTENT[section.id];
  const overview = section.slug === '';
  return (
    <AdminPage
      eyebrow={overview ? 'Admin' : PANEL_TITLE}
      title={overview ? PANEL_TITLE : section.title}
      lead={overview ? LIVE_BACKEND : section.description}
    >
      <Content />
    </AdminPage>
  );
}

/** An address under /admin that names no section. */
export function UnknownSection() {
  return (
    <AdminPage
      eyebrow={PANEL_TITLE}
      title="Section not found"
      lead="The control panel has no section at this address. Choose one from the list of sections."
    >
      <p>
        <Link href={paths.admin}>Back to the overview</Link>
      </p>
    </AdminPage>
  );
}
