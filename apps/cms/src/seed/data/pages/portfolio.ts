import type { HeroPage } from '@manara/contracts';

/** The portfolio page's copy as the site first showed it. */
export const portfolioPage: HeroPage = {
  hero: {
    eyebrow: 'Portfolio',
    headline: 'Case studies from clinical research teams',
    lead: 'Analyses, protocols and publications we have delivered with hospitals, universities and research groups. Filter by discipline, service or year.',
  },
  meta: {
    description:
      'Case studies from Manara Research: clinical data analysis, research services and AI-assisted publishing projects, filterable by discipline, service and year.',
  },
};
