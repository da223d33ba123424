import { Section, SectionHeading } from '@manara/ui';
import { useSiteSettings } from '../lib/site-settings';
import { CohortSchedule, JoinWorkgroup, Milestones } from '../features/workgroups';
import { heroProps, PageHero } from '../components/page-hero';
import { cmsPageRoute } from '../lib/queries/page-route';
import { CmsPage } from '../lib/queries/page-state';
import { headingOf } from '../lib/page-section';
import { RevealSection } from '../components/cms-section';

export const { handle, loader } = cmsPageRoute('workgroups', {
  title: 'Research workgroups',
  description:
    'Four-week research cohorts for clinicians: ideation sprints, protocol build, data readiness and manuscript momentum, from kickoff to journal submission.',
});

export function Component() {
  const { data: settings, isError } = useSiteSettings();
  const join = (
    <JoinWorkgroup
      chatLink={settings?.chatLink}
      supportEmail={settings?.supportEmail}
      unavailable={isError && !settings}
    />
  );
  return (
    <CmsPage slug="workgroups">
      {({ hero, schedule, milestones, join: joining }) => (
        <>
          <PageHero headingId="workgroups-title" {...heroProps(hero)}>
            {join}
          </PageHero>
          <RevealSection tone="subtle">
            <CohortSchedule schedule={schedule} />
          </RevealSection>
          <RevealSection>
            <Milestones milestones={milestones} />
          </RevealSection>
          <Section tone="accent" aria-labelledby="workgroups-join-title">
            <SectionHeading headingId="workgroups-join-title" {...headingOf(joining)} />
            {join}
          </Section>
        </>
      )}
    </CmsPage>
  );
}
