import { Section, SectionHeading } from '@manara/ui';
import { useSiteSettings } from '@/lib/site-settings';
import { CohortSchedule, JoinWorkgroup, Milestones } from '@/features/workgroups';
import { heroProps, PageHero } from '@/components/page-hero';
import { cmsPageRoute, type CmsPageProps } from '@/lib/queries/page-route';
import { headingOf } from '@/lib/page-section';
import { RevealSection } from '@/components/cms-section';

export const { handle, loader, Component } = cmsPageRoute('workgroups', WorkgroupsPage);

function WorkgroupsPage({ page }: CmsPageProps<'workgroups'>) {
  const { hero, schedule, milestones, join: joining } = page;
  const { data: settings, isError } = useSiteSettings();
  const join = (
    <JoinWorkgroup
      chatLink={settings?.chatLink}
      supportEmail={settings?.supportEmail}
      unavailable={isError && !settings}
    />
  );
  return (
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
  );
}
