import type { HeroPage } from '@manara/contracts';

/** The reviews page's copy as the site first showed it. */
export const reviewsPage: HeroPage = {
  hero: {
    eyebrow: 'Reviews',
    headline: 'What researchers say about working with us',
    lead: 'Every review comes from a signed-in member and is approved by our team before it is published.',
  },
  meta: {
    description:
      'Approved reviews from researchers, clinicians and students who worked with Manara Research, with ratings out of five. Members can share their own.',
  },
};
