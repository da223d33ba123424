import type { HomePage } from '@manara/contracts';

/** The home page's copy as the site first showed it. */
export const homePage: HomePage = {
  hero: {
    eyebrow: 'Clinical research support',
    headline: 'From research question to published paper',
    lead: 'Biostatistics, study design, ethics packages, manuscript help and practical courses for healthcare researchers, clinicians, academic teams and students.',
  },
  services: {
    eyebrow: 'Services',
    heading: 'Support at every stage of your study',
    description: 'Choose the help you need, from a one-off analysis to a full research partnership.',
  },
  portfolio: {
    eyebrow: 'Portfolio',
    heading: 'Recent projects',
    description: 'Case studies from hospitals, universities and research groups we have worked with.',
  },
  reviews: {
    eyebrow: 'Reviews',
    heading: 'What researchers say',
    description: 'Approved reviews from clients who worked with our team.',
  },
  numbers: { heading: 'Manara Research in numbers' },
  team: {
    eyebrow: 'Our team',
    heading: 'Researchers helping researchers',
    body: 'Manara Research brings together biostatisticians, epidemiologists, clinician-researchers and medical writers who have published across cardiology, oncology, public health and medical education. We work remotely with teams across the Gulf, Egypt, the United Kingdom and the United States.',
  },
  cta: {
    heading: 'Ready to move your research forward?',
    description:
      'Pick a plan in your currency today, or book a free 30-minute consult with a biostatistician by e-mail.',
  },
  meta: {
    description:
      'Data analysis, research services, courses and publication support for healthcare researchers, clinicians and academic teams.',
  },
};
