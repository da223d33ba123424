import styled from '@emotion/styled';
import { Spinner } from '@manara/ui';
import { Route, Routes } from 'react-router-dom';
import { useAdminCoursePage } from '../api/get-courses';
import { useAdminProjects } from '../api/get-projects';
import { useAdminReviews } from '../api/get-reviews';
import { isPanelLoading } from '../lib/format';
import { ADMIN_SECTIONS } from '../lib/sections';
import { AdminNav } from './admin-nav';
import { AdminSectionPage, UnknownSection } from './admin-section-page';
import { BackendStatus } from './backend-status';

/**
 * The application's frame under its bar: the sections in a sidebar along the window's edge, the
 * work area beside it. A narrow sidebar at 1024 px leaves a whole table row, actions included, in view.
 */
const Shell = styled.div(({ theme }) => ({
  display: 'grid',
  alignContent: 'start',
  // From 1024 px the sidebar runs down the window's whole height, however short the section.
  [theme.mq.lg]: { gridTemplateColumns: '14rem minmax(0, 1fr)', minHeight: 'calc(100vh - 4rem)' },
  [theme.mq.xl]: { gridTemplateColumns: '16rem minmax(0, 1fr)' },
}));

const Sidebar = styled.div(({ theme }) => ({
  padding: `${theme.space[4]} ${theme.space[4]} 0`,
  [theme.mq.md]: { paddingInline: theme.space[6] },
  [theme.mq.lg]: {
    padding: `${theme.space[6]} ${theme.space[3]}`,
    background: theme.colors.bgSubtle,
    borderInlineEnd: `1px solid ${theme.colors.border}`,
  },
}));

const Content = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
  minWidth: 0,
  width: '100%',
  maxWidth: '84rem',
  padding: `${theme.space[6]} ${theme.space[4]} ${theme.space[12]}`,
  [theme.mq.md]: { paddingInline: theme.space[6] },
  [theme.mq.lg]: { padding: `${theme.space[8]} ${theme.space[8]} ${theme.space[16]}` },
}));

/**
 * The admin control panel, an application of its own under the site's compact bar: the sections
 * in a sidebar with their counts (a menu on phones), the backend status above every section, and
 * each section at its own address under /admin.
 */
export function AdminPanel() {
  const courses = useAdminCoursePage(1);
  const projects = useAdminProjects(1);
  const reviews = useAdminReviews(1);
  // The loading screen shows only while all three lists are loading: one answer shows the panel.
  const allLoading = isPanelLoading([courses, projects, reviews]);

  return (
    <Shell>
      <Sidebar>
        <AdminNav />
      </Sidebar>
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
  );
}
