import styled from '@emotion/styled';
import type { PageSection } from '@manara/contracts';
import {
  ButtonLink,
  Lead,
  Link,
  Section,
  SectionHeading,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  VisuallyHidden,
  spreadRow,
} from '@manara/ui';
import { CmsSection } from '@/components/cms-section';
import { LeadHero } from '@/components/page-hero';
import { paths } from '@/config/paths';
import { useSearchParams } from 'react-router-dom';
import { ALaCarteList, ProgressTracker, ResearchPhases, SCOPE_PARAM } from '@/features/research-services';
import { useSiteSettings } from '@/lib/site-settings';
import { cmsPageRoute, type CmsPageProps } from '@/lib/queries/page-route';
import { headingOf } from '@/lib/page-section';

const TabIntro = styled.div(({ theme }) => ({ maxWidth: theme.sizes.prose, marginBottom: theme.space[6] }));

const JoinPanel = styled.div(({ theme }) => ({
  ...spreadRow(theme, 'center', 4),
  marginTop: theme.space[8],
  padding: theme.space[6],
  borderRadius: theme.radii.lg,
  background: theme.colors.accentSubtle,
  color: theme.colors.text,
  h3: { marginBottom: theme.space[1] },
  p: { margin: 0 },
}));

function JoinGroup({ community }: { community: PageSection }) {
  const { data: settings, isPending } = useSiteSettings();
  return (
    <JoinPanel>
      <div>
        <h3>{community.heading}</h3>
        {community.description ? <p>{community.description}</p> : null}
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

// `?scope=` opens the a-la-carte tab: the server renders (and keeps) the page per query string.
export const { handle, loader, Component } = cmsPageRoute('research-services', ResearchServicesPage, {
  readsSearch: true,
});

function ResearchServicesPage({ page }: CmsPageProps<'research-services'>) {
  const { hero, options, workgroups, community, aLaCarte, tracker } = page;
  // Back from /auth with `?scope=<service>`: the a-la-carte tab is open, with its dialog.
  const [searchParams] = useSearchParams();
  const tab = searchParams.has(SCOPE_PARAM) ? 'a-la-carte' : 'workgroups';
  return (
    <>
      <LeadHero headingId="research-services-heading" hero={hero} />

      <Section aria-labelledby="research-options-heading">
        <SectionHeading headingId="research-options-heading" {...headingOf(options)} />
        <Tabs defaultValue={tab}>
          <TabsList aria-label="Research services">
            <TabsTrigger value="workgroups">Workgroups</TabsTrigger>
            <TabsTrigger value="a-la-carte">A-la-carte support</TabsTrigger>
          </TabsList>
          {/* Both panels in the HTML: without scripts they show one under the other (index.html). */}
          <TabsContent value="workgroups" forceMount>
            <TabIntro>
              <h3>{workgroups.heading}</h3>
              <Lead size="md">
                {workgroups.description ? `${workgroups.description} ` : null}
                See the <Link href={paths.workgroups}>workgroup schedule</Link>.
              </Lead>
            </TabIntro>
            <ResearchPhases phases={workgroups.phases} headingLevel={4} />
            <JoinGroup community={community} />
          </TabsContent>
          <TabsContent value="a-la-carte" forceMount>
            <TabIntro>
              <h3>{aLaCarte.heading}</h3>
              {aLaCarte.description ? <Lead size="md">{aLaCarte.description}</Lead> : null}
            </TabIntro>
            <ALaCarteList items={aLaCarte.items} titleLevel={4} />
          </TabsContent>
        </Tabs>
      </Section>

      <CmsSection tone="subtle" headingId="tracker-heading" section={tracker}>
        <ProgressTracker items={tracker.items} />
      </CmsSection>
    </>
  );
}
