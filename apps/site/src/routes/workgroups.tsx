import { Section, SectionHeading } from '@manara/ui';
import { useSiteSettings } from '../lib/site-settings';
import { CohortSchedule, JoinWorkgroup, Milestones } from '../features/workgroups';
import { PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { Reveal } from '../lib/reveal';

export const handle: RouteHandle = {
  meta: {
    title: 'Research workgroups',
    description:
      'Four-week research cohorts for clinicians: ideation sprints, protocol build, data readiness and manuscript momentum, from kickoff to journal submission.',
  },
};

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
    <>
      <PageHero
        headingId="workgroups-title"
        eyebrow="Workgroups"
        title="Research workgroups that get studies submitted"
        description="Small cohorts of clinicians and researchers work through one study each, week by week, with a methodologist and a biostatistician beside them."
      >
        {join}
      </PageHero>
      <Section tone="subtle">
        <Reveal>
          <CohortSchedule />
        </Reveal>
      </Section>
      <Section>
        <Reveal>
          <Milestones />
        </Reveal>
      </Section>
      <Section tone="accent" aria-labelledby="workgroups-join-title">
        <SectionHeading
          headingId="workgroups-join-title"
          title="Join the next cohort"
          description="Say hello in the cohort chat to hear about the next start date, or ask for the info pack with fees, mentors and the weekly plan."
        />
        {join}
      </Section>
    </>
  );
}
