import { Link } from '@manara/ui';
import { paths } from '../../../config/paths';
import { PANEL_TITLE, type AdminSectionId, type AdminSectionInfo } from '../lib/sections';
import { AdminOverview } from './admin-overview';
import { AdminPage } from './admin-section';
import { CourseManager } from './course-manager';
import { EnrollmentList } from './enrollment-list';
import { Inbox } from './inbox';
import { ProjectManager } from './project-manager';
import { ProjectReview } from './project-review';
import { ReviewManager } from './review-manager';
import { ReviewModeration } from './review-moderation';
import { ServiceRequestList } from './service-request-list';
import { UserManager } from './user-manager';

const SECTION_CONTENT: Record<AdminSectionId, () => React.ReactNode> = {
  overview: AdminOverview,
  courses: CourseManager,
  portfolio: ProjectManager,
  moderation: ReviewModeration,
  reviews: ReviewManager,
  users: UserManager,
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
