import type { HeroPage } from '@manara/contracts';

/** The journal selection tool's copy as the site first showed it. */
export const journalSelectionPage: HeroPage = {
  hero: {
    eyebrow: 'AI tools',
    headline: 'Journal selection',
    lead: 'Describe your manuscript and we rank our curated catalogue of clinical and health-research journals by scope, with why each fits, its decision time, access model and fees. The ranking runs in your browser: what you type is never sent anywhere.',
  },
  meta: {
    description:
      'Rank a curated catalogue of clinical journals against your manuscript by scope, with impact, decision time, publisher and open access filters. Runs in your browser; nothing you type is sent.',
  },
};
