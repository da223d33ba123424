import { CourseCatalog, coursesQuery } from '../features/courses';
import { CmsHeroPage } from '../components/page-hero';
import { cmsPageRoute } from '../lib/queries/page-route';

export const { handle, loader } = cmsPageRoute(
  'courses',
  {
    title: 'Courses',
    description:
      'Practical online courses in biostatistics, research methods and academic writing for clinicians and researchers.',
  },
  { readsSearch: true, alsoPrime: (queryClient) => [queryClient.ensureQueryData(coursesQuery())] },
);

export function Component() {
  return (
    <CmsHeroPage slug="courses" headingId="courses-heading">
      <CourseCatalog />
    </CmsHeroPage>
  );
}
