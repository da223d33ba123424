import { CourseCatalog, coursesQuery } from '../features/courses';
import { heroProps, PageHero } from '../components/page-hero';
import type { RouteHandle } from '../lib/page-meta';
import { pageMeta, pageQuery, usePage } from '../lib/queries/page';
import { PageState } from '../lib/queries/page-state';
import { prime, type RouteLoader } from '../lib/route-module';

export const handle: RouteHandle = {
  readsSearch: true,
  meta: pageMeta('courses', {
    title: 'Courses',
    description:
      'Practical online courses in biostatistics, research methods and academic writing for clinicians and researchers.',
  }),
};

export const loader: RouteLoader = async ({ queryClient }) => {
  await prime(queryClient.ensureQueryData(pageQuery('courses')), queryClient.ensureQueryData(coursesQuery()));
  return null;
};

export function Component() {
  const { data: page, isError, refetch } = usePage('courses');
  if (!page) return <PageState isError={isError} retry={() => void refetch()} />;
  const { hero } = page;
  return (
    <PageHero headingId="courses-heading" {...heroProps(hero)}>
      <CourseCatalog />
    </PageHero>
  );
}
