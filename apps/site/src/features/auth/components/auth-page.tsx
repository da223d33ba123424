import styled from '@emotion/styled';
import { Callout, Card, Section, Tabs, TabsContent, TabsList, TabsTrigger } from '@manara/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { readAuthRedirectState, useSession } from '../../../lib/session';
import { useSiteSettings } from '../../../lib/site-settings';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const Lead = styled.p(({ theme }) => ({
  margin: `${theme.space[2]} 0 ${theme.space[6]}`,
  color: theme.colors.textMuted,
}));

const Panel = styled.div(({ theme }) => ({ paddingTop: theme.space[6] }));

const Note = styled(Callout)(({ theme }) => ({ marginTop: theme.space[6] }));

/** /auth: Sign In (the default tab) and Create Account, and the note on social sign-in. */
export function AuthPage() {
  const location = useLocation();
  const { signedOut, acknowledgeSignOut } = useSession();
  useEffect(() => {
    if (signedOut) acknowledgeSignOut();
  }, [signedOut, acknowledgeSignOut]);
  const settings = useSiteSettings();
  const redirect = readAuthRedirectState(location.state);

  return (
    <Section containerSize="sm">
      <Card variant="elevated">
        <PageTitle>Sign in to Manara Research</PageTitle>
        <Lead>
          {redirect.requiredRole === 'admin'
            ? 'The control panel is for admins: sign in with an admin account to continue.'
            : redirect.from
              ? 'Sign in to continue where you left off.'
              : 'Use your email to reach your dashboard, courses and projects.'}
        </Lead>
        <Tabs defaultValue="sign-in">
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <Panel>
              <SignInForm supportEmail={settings.data?.supportEmail} />
            </Panel>
          </TabsContent>
          <TabsContent value="sign-up">
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
