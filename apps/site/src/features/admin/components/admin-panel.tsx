import styled from '@emotion/styled';
import { Section, Spinner } from '@manara/ui';
import { Route, Routes } from 'react-router-dom';
import { useAdminCourses } from '../api/get-courses';
import { useAdminProjects } from '../api/get-projects';
import { useAdminReviews } from '../api/get-reviews';
import { isPanelLoading } from '../lib/format';
import { ADMIN_SECTIONS } from '../lib/sections';
import { AdminNav } from './admin-nav';
import { AdminSectionPage, UnknownSection } from './admin-section-page';
import { BackendStatus } from './backend-status';

const Shell = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  alignItems: 'start',
  // A narrow sidebar at 1024 px leaves a whole table row, actions included, in view.
  [theme.mq.lg]: { gridTemplateColumns: '12.5rem minmax(0, 1fr)', gap: theme.space[8] },
  [theme.mq.xl]: { gridTemplateColumns: '14.5rem minmax(0, 1fr)', gap: theme.space[10] },
}));

const Content = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
  minWidth: 0,
}));

/**
 * The admin control panel: the sections in a sidebar (a menu on phones), the backend
 * status above every section, and each section at its own address under /admin.
 */
export function AdminPanel() {
  const courses = useAdminCourses();
  const projects = useAdminProjects(1);
  const reviews = useAdminReviews(1);
  // The loading screen shows only while all three lists are loading: one answer shows the panel.
  const allLoading = isPanelLoading([courses, projects, reviews]);

  return (
    <Section spacing="sm">
      <Shell>
        <AdminNav />
        <Content>
          <BackendStatus />
          {allLoading ? (
            <Spinner label="Loading the control panel" />
          ) : (
            <Routes>
              {ADMIN_SECTIONS.map((section) =>
                section.slug ? (
                  <Route key={section.id} path={section.slug} element={<AdminSectionPage section={section} />} />
                ) : (
                  <Route key={section.id} index element={<AdminSectionPage section={section} />} />
                ),
              )}
              <Route path="*" element={<UnknownSection />} />
            </Routes>
          )}
        </Content>
      </Shell>
    </Section>
  );
}
