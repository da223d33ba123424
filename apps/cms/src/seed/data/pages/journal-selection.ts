import type { HeroPage } from '@manara/contracts';

/** The journal selection tool's copy as the site first showed it. */
export const journalSelectionPage: HeroPage = {
  hero: {
    eyebrow: 'AI tools',
    headline: 'Journal selection',
    lead: 'Describe your manuscript and your preferences to see three sample journals that fit, with impact, decision time and access model. It runs in your browser: nothing you type is sent anywhere.',
  },
  meta: {
    description:
      'Find journals for your manuscript by focus, impact factor, processing time, publisher and open access. Runs in your browser; nothing is sent to a server.',
  },
};
