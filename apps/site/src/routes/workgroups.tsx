import { Section, SectionHeading } from '@manara/ui';
import { useSiteSettings } from '../lib/site-settings';
import { CohortSchedule, JoinWorkgroup, Milestones } from '../features/workgroups';
import { heroProps, PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { pageMeta, pageQuery, usePage } from '../lib/queries/page';
import { PageState } from '../lib/queries/page-state';
import { primeLoader } from '../lib/route-module';
import { Reveal } from '../lib/reveal';
import { headingOf } from '../lib/page-section';

export const handle: RouteHandle = {
  meta: pageMeta('workgroups', {
    title: 'Research workgroups',
    description:
      'Four-week research cohorts for clinicians: ideation sprints, protocol build, data readiness and manuscript momentum, from kickoff to journal submission.',
  }),
};

export const loader = primeLoader(pageQuery('workgroups'));

export function Component() {
  const { data: settings, isError } = useSiteSettings();
  const page = usePage('workgroups');
  const join = (
    <JoinWorkgroup
      chatLink={settings?.chatLink}
      supportEmail={settings?.supportEmail}
      unavailable={isError && !settings}
    />
  );
  if (!page.data) return <PageState isError={page.isError} retry={() => void page.refetch()} />;
  const { hero, schedule, milestones, join: joining } = page.data;
  return (
    <>
      <PageHero headingId="workgroups-title" {...heroProps(hero)}>
        {join}
      </PageHero>
      <Section tone="subtle">
        <Reveal>
          <CohortSchedule schedule={schedule} />
        </Reveal>
      </Section>
      <Section>
        <Reveal>
          <Milestones milestones={milestones} />
        </Reveal>
      </Section>
      <Section tone="accent" aria-labelledby="workgroups-join-title">
        <SectionHeading headingId="workgroups-join-title" {...headingOf(joining)} />
        {join}
      </Section>
    </>
  );
}
