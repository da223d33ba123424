import styled from '@emotion/styled';
import { Link, Section, Spinner, Stack, VisuallyHidden } from '@manara/ui';
import { useAdminCourses } from '../api/get-courses';
import { useAdminProjects } from '../api/get-projects';
import { useAdminReviews } from '../api/get-reviews';
import { isPanelLoading } from '../lib/format';
import { ADMIN_SECTIONS } from '../lib/sections';
import { AdminSection } from './admin-section';
import { BackendStatus } from './backend-status';
import { CourseManager } from './course-manager';
import { EnrollmentList } from './enrollment-list';
import { ProjectManager } from './project-manager';
import { ReviewManager } from './review-manager';
import { ReviewModeration } from './review-moderation';
import { ServiceRequestList } from './service-request-list';
import { SummaryMetrics } from './summary-metrics';
import { UserManager } from './user-manager';

const Eyebrow = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.accentSubtleText,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  letterSpacing: theme.letterSpacings.wide,
  textTransform: 'uppercase',
}));

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  fontSize: `clamp(${theme.fontSizes['2xl']}, 4vw, ${theme.fontSizes['4xl']})`,
  lineHeight: theme.lineHeights.tight,
  color: theme.colors.text,
}));

const Lead = styled.p(({ theme }) => ({ margin: 0, maxWidth: theme.sizes.prose, color: theme.colors.textMuted }));

const Jump = styled.nav(({ theme }) => ({
  '& ul': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${theme.space[2]} ${theme.space[4]}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  fontSize: theme.fontSizes.sm,
}));

const SECTION_CONTENT = {
  courses: CourseManager,
  projects: ProjectManager,
  moderation: ReviewModeration,
  reviews: ReviewManager,
  users: UserManager,
  enrollments: EnrollmentList,
  'service-requests': ServiceRequestList,
} as const;

/** The admin control panel (spec §2): status, metrics and every management section. */
export function AdminPanel() {
  const courses = useAdminCourses();
  const projects = useAdminProjects(1);
  const reviews = useAdminReviews(1);
  // Spec §2: the loading screen shows only while all three lists are still loading.
  const allLoading = isPanelLoading([courses, projects, reviews]);

  return (
    <>
      <Section tone="subtle" spacing="sm">
        <Stack gap={4}>
          <Eyebrow>Admin</Eyebrow>
          <Title>Control panel</Title>
          <Lead>
            Connected to the live backend: every change you make here is saved at once and shows on the public site.
          </Lead>
          <BackendStatus />
        </Stack>
      </Section>
      {allLoading ? (
        <Section spacing="sm">
          <Spinner label="Loading the control panel" />
        </Section>
      ) : (
        <Section spacing="sm">
          <Stack gap={8}>
            <section aria-labelledby="summary-heading">
              <VisuallyHidden as="h2" id="summary-heading">
                Summary
              </VisuallyHidden>
              <SummaryMetrics />
            </section>
            <Jump aria-label="Control panel sections">
              <ul>
                {ADMIN_SECTIONS.map((section) => (
                  <li key={section.id}>
                    <Link href={`#${section.id}`}>{section.title}</Link>
                  </li>
                ))}
              </ul>
            </Jump>
            {ADMIN_SECTIONS.map((section) => {
              const Content = SECTION_CONTENT[section.id];
              return (
                <AdminSection key={section.id} id={section.id} title={section.title} description={section.description}>
                  <Content />
                </AdminSection>
              );
            })}
          </Stack>
        </Section>
      )}
    </>
  );
}
