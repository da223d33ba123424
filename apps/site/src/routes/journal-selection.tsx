import { JournalFinder } from '../features/ai-tools';
import { heroProps, PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { pageMeta, pageQuery, usePage } from '../lib/queries/page';
import { PageState } from '../lib/queries/page-state';
import { primeLoader } from '../lib/route-module';

export const handle: RouteHandle = {
  meta: pageMeta('journal-selection', {
    title: 'Journal selection',
    description:
      'Find journals for your manuscript by focus, impact factor, processing time, publisher and open access. Runs in your browser; nothing is sent to a server.',
  }),
};

export const loader = primeLoader(pageQuery('journal-selection'));

export function Component() {
  const { data: page, isError, refetch } = usePage('journal-selection');
  if (!page) return <PageState isError={isError} retry={() => void refetch()} />;
  const { hero } = page;
  return (
    <PageHero headingId="journal-title" {...heroProps(hero)}>
      <JournalFinder />
    </PageHero>
  );
}
