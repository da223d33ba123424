import styled from '@emotion/styled';
import {
  ButtonLink,
  Link,
  Section,
  SectionHeading,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  VisuallyHidden,
} from '@manara/ui';
import { LeadHero } from '../components/page-hero';
import { paths } from '../config/paths';
import { useSearchParams } from 'react-router-dom';
import { ALaCarteList, ProgressTracker, ResearchPhases, SCOPE_PARAM } from '../features/research-services';
import { useSiteSettings } from '../lib/site-settings';
import type { RouteHandle } from '../lib/page-meta';
import { Reveal } from '../lib/reveal';

const TabIntro = styled.div(({ theme }) => ({
  maxWidth: theme.sizes.prose,
  marginBottom: theme.space[6],
  p: { color: theme.colors.textMuted },
}));

const JoinPanel = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  marginTop: theme.space[8],
  padding: theme.space[6],
  borderRadius: theme.radii.lg,
  background: theme.colors.accentSubtle,
  color: theme.colors.text,
  h3: { marginBottom: theme.space[1] },
  p: { margin: 0 },
}));

function JoinGroup() {
  const { data: settings, isPending } = useSiteSettings();
  return (
    <JoinPanel>
      <div>
        <h3>Join the research community</h3>
        <p>Ask questions, meet your cohort and get weekly check-ins in our messaging group.</p>
      </div>
      {isPending ? (
        <Skeleton width="12rem" height="2.75rem" />
      ) : settings ? (
        <ButtonLink href={settings.chatLink} target="_blank" rel="noopener noreferrer">
          Join the messaging group
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </ButtonLink>
      ) : (
        <Link href={paths.contact}>Contact us to join</Link>
      )}
    </JoinPanel>
  );
}

export const handle: RouteHandle = {
  meta: {
    title: 'Research services',
    description:
      'Cohort workgroups through eight research phases, from idea to publication, and a-la-carte support for protocols, ethics, analysis and manuscripts.',
  },
};

export function Component() {
  // Back from /auth with `?scope=<service>`: the a-la-carte tab is open, with its dialog.
  const [searchParams] = useSearchParams();
  const tab = searchParams.has(SCOPE_PARAM) ? 'a-la-carte' : 'workgroups';
  return (
    <>
      <LeadHero
        headingId="research-services-heading"
        title="Research services"
        lead="Join a guided workgroup that takes your study from idea to publication, or pick exactly the help you need, one piece at a time."
      />

      <Section aria-labelledby="research-options-heading">
        <SectionHeading headingId="research-options-heading" title="Choose how we work together" />
        <Tabs defaultValue={tab}>
          <TabsList aria-label="Research services">
            <TabsTrigger value="workgroups">Workgroups</TabsTrigger>
            <TabsTrigger value="a-la-carte">A-la-carte support</TabsTrigger>
          </TabsList>
          <TabsContent value="workgroups">
            <TabIntro>
              <h3>Workgroups: idea to publication in eight phases</h3>
              <p>
                A small cohort, a senior researcher and a biostatistician move your project through every phase with
                weekly sessions and shared templates. See the <Link href={paths.workgroups}>workgroup schedule</Link>.
              </p>
            </TabIntro>
            <ResearchPhases headingLevel={4} />
            <JoinGroup />
          </TabsContent>
          <TabsContent value="a-la-carte">
            <TabIntro>
              <h3>A-la-carte support</h3>
              <p>
                Request a scope for any single task: tell us what you need, and we reply with a fixed quote and
                timeline.
              </p>
            </TabIntro>
            <ALaCarteList titleLevel={4} />
          </TabsContent>
        </Tabs>
      </Section>

      <Section tone="subtle" aria-labelledby="tracker-heading">
        <Reveal>
          <SectionHeading
            headingId="tracker-heading"
            eyebrow="Progress tracker"
            title="Always know where your project stands"
            description="Members follow every project in a simple tracker. Here is a sample."
          />
          <ProgressTracker />
        </Reveal>
      </Section>
    </>
  );
}
