import { Section, SectionHeading } from '@manara/ui';
import { CourseCatalog, coursesQuery } from '../features/courses';
import type { RouteHandle } from '../lib/page-meta';
import { primeLoader } from '../lib/route-module';

export const handle: RouteHandle = {
  readsSearch: true,
  meta: {
    title: 'Courses',
    description:
      'Practical online courses in biostatistics, research methods and academic writing for clinicians and researchers.',
  },
};

export const loader = primeLoader(coursesQuery());

export function Component() {
  return (
    <Section spacing="lg" aria-labelledby="courses-heading">
      <SectionHeading
        level={1}
        headingId="courses-heading"
        eyebrow="Courses"
        title="Learn research skills that get studies published"
        description="Self-paced courses by practising biostatisticians and clinician-researchers, with assessments and a certificate."
      />
      <CourseCatalog />
    </Section>
  );
}
