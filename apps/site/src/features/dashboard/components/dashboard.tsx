import styled from '@emotion/styled';
import { Section, SectionHeading, Spinner } from '@manara/ui';
import type { ReactNode } from 'react';
import { useSession, useSignOut } from '@/lib/session';
import { useSiteSettings } from '@/lib/site-settings';
import { useActiveCourses } from '../hooks/use-active-courses';
import { ActiveCourses } from './active-courses';
import { MyCertificates } from './my-certificates';
import { MyRequests } from './my-requests';
import { NoSession } from './no-session';
import { Notifications } from './notifications';
import { PlanSummary } from './plan-summary';
import { WelcomeHeader } from './welcome-header';
import { WorkspaceCards } from './workspace-cards';
import { PanelColumns } from '@/components/form-panel';

const Note = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/** The member's active courses: their enrollments first, topped up from the catalogue. */
function MemberCourses({ userId }: { userId: string }) {
  const active = useActiveCourses(userId);
  if (active.isPending) return <Spinner label="Loading courses" />;
  if (active.isError) return <Note role="alert">We could not load your courses. Please refresh the page.</Note>;
  return <ActiveCourses courses={active.courses} />;
}

/** The parts of the dashboard under an h2 of their own, with the heading's title and line of context. */
const SECTIONS: Record<'workspace' | 'courses' | 'certificates' | 'requests', { title: string; description?: string }> =
  {
    workspace: { title: 'Workspace' },
    courses: { title: 'Active courses' },
    certificates: {
      title: 'Certificates',
      description: 'Each certificate carries a code: anyone you share it with can check it on its public page.',
    },
    requests: {
      title: 'My requests',
      description: 'Your orders, newest first: open one to see where it stands, write to the team and get your files.',
    },
  };

/** One part of the dashboard under its h2; `id` names the heading (`<id>-heading`) the section is labelled by. */
function DashboardSection({ id, children }: { id: keyof typeof SECTIONS; children: ReactNode }) {
  const { title, description } = SECTIONS[id];
  return (
    <Section spacing="sm" aria-labelledby={`${id}-heading`}>
      <SectionHeading level={2} headingId={`${id}-heading`} title={title} description={description} />
      {children}
    </Section>
  );
}

/** The member dashboard: welcome, plan, active courses, certificates, requests, workspace and notifications. */
export function Dashboard() {
  const { user } = useSession();
  const signOut = useSignOut();
  const settings = useSiteSettings();

  if (!user) {
    return (
      <Section containerSize="sm">
        <NoSession />
      </Section>
    );
  }

  const handleSignOut = () => signOut.mutate();

  return (
    <>
      <Section tone="subtle" spacing="sm">
        <WelcomeHeader user={user} onSignOut={handleSignOut} signingOut={signOut.isPending} />
      </Section>
      <DashboardSection id="workspace">
        <WorkspaceCards supportEmail={settings.data?.supportEmail} />
      </DashboardSection>
      <DashboardSection id="courses">
        <MemberCourses userId={user.id} />
      </DashboardSection>
      <DashboardSection id="certificates">
        <MyCertificates userId={user.id} />
      </DashboardSection>
      <DashboardSection id="requests">
        <MyRequests userId={user.id} />
      </DashboardSection>
      <Section spacing="sm">
        <PanelColumns $wider="first">
          <div>
            <SectionHeading level={2} headingId="notifications-heading" title="Notifications" />
            <Notifications userId={user.id} />
          </div>
          <div>
            <SectionHeading level={2} headingId="plan-heading" title="Plan summary" />
            <PlanSummary user={user} />
          </div>
        </PanelColumns>
      </Section>
    </>
  );
}
