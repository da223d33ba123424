import { Section, SectionHeading } from '@manara/ui';
import { CourseCatalog } from '../features/courses';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta(
    'Courses',
    'Practical online courses in biostatistics, research methods and academic writing for clinicians and researchers.',
  );
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
