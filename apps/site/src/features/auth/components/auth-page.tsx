import styled from '@emotion/styled';
import { Callout, Card, Lead, Section, Tabs, TabsContent, TabsList, TabsTrigger } from '@manara/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageTitle, PageTitleGroup } from '@/components/page-title';
import { useFormOutcome } from '@/lib/form-outcome';
import { readAuthRedirectState, useSession } from '@/lib/session';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const Panel = styled.div(({ theme }) => ({ paddingTop: theme.space[6] }));

const Note = styled(Callout)(({ theme }) => ({ marginTop: theme.space[6] }));

type AuthTab = 'sign-in' | 'sign-up';

/** Each tab's heading: the page says what the open tab does. */
const TITLES: Record<AuthTab, string> = {
  'sign-in': 'Sign in to Manara Research',
  'sign-up': 'Create your Manara Research account',
};

/** The line under the heading: why the reader is here (an admin page, a page they left), else what the tab gives. */
function leadFor(tab: AuthTab, redirect: ReturnType<typeof readAuthRedirectState>): string {
  if (redirect.requiredRole === 'admin')
    return 'The control panel is for admins: sign in with an admin account to continue.';
  if (tab === 'sign-up')
    return redirect.from
      ? 'Create an account to continue where you left off.'
      : 'One account for your dashboard, courses, projects and certificates.';
  return redirect.from
    ? 'Sign in to continue where you left off.'
    : 'Use your email to reach your dashboard, courses and projects.';
}

/** /auth: Sign In (the default tab) and Create Account, each with its own heading, and the note on social sign-in. */
export function AuthPage() {
  // A create-account form posted without scripts comes back to its own tab.
  const signUpPosted = useFormOutcome('sign-up') !== null;
  const [tab, setTab] = useState<AuthTab>(signUpPosted ? 'sign-up' : 'sign-in');
  const location = useLocation();
  const { signedOut, acknowledgeSignOut } = useSession();
  useEffect(() => {
    if (signedOut) acknowledgeSignOut();
  }, [signedOut, acknowledgeSignOut]);
  const redirect = readAuthRedirectState(location.state);

  return (
    <Section containerSize="sm">
      <Card variant="elevated">
        <PageTitleGroup>
          <PageTitle>{TITLES[tab]}</PageTitle>
          <Lead size="md">{leadFor(tab, redirect)}</Lead>
        </PageTitleGroup>
        {/* Without scripts the tabs cannot switch: both forms show, one under the other (index.html). */}
        <Tabs
          defaultValue="sign-in"
          value={tab}
          onValueChange={(value) => setTab(value === 'sign-up' ? 'sign-up' : 'sign-in')}
        >
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in" forceMount>
            <Panel>
              <SignInForm />
            </Panel>
          </TabsContent>
          <TabsContent value="sign-up" forceMount>
            <Panel>
              <SignUpForm />
            </Panel>
          </TabsContent>
        </Tabs>
        <Note tone="info">Social sign-in is coming soon. For now, only email access is offered.</Note>
      </Card>
    </Section>
  );
}
