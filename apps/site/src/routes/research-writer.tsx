import { ResearchWriter } from '../features/ai-tools';
import { heroProps, PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { pageMeta, pageQuery, usePage } from '../lib/queries/page';
import { PageState } from '../lib/queries/page-state';
import { primeLoader } from '../lib/route-module';

export const handle: RouteHandle = {
  meta: pageMeta('research-writer', {
    title: 'Research writer',
    description:
      'Turn your study topic, dataset, methods and outcomes into a structured first draft: outline, abstract, introduction, methods, results and discussion, exportable as Markdown.',
  }),
};

export const loader = primeLoader(pageQuery('research-writer'));

export function Component() {
  const { data: page, isError, refetch } = usePage('research-writer');
  if (!page) return <PageState isError={isError} retry={() => void refetch()} />;
  const { hero } = page;
  return (
    <PageHero headingId="writer-title" {...heroProps(hero)}>
      <ResearchWriter />
    </PageHero>
  );
}
