import type { HeroPage } from '@manara/contracts';

/** The courses page's copy as the site first showed it. */
export const coursesPage: HeroPage = {
  hero: {
    eyebrow: 'Courses',
    headline: 'Learn research skills that get studies published',
    lead: 'Self-paced courses by practising biostatisticians and clinician-researchers, with assessments and a certificate.',
  },
  meta: {
    description:
      'Practical online courses in biostatistics, research methods and academic writing for clinicians and researchers.',
  },
};
