import type { HeroPage } from '@manara/contracts';

/** The research writer tool's copy as the site first showed it. */
export const researchWriterPage: HeroPage = {
  hero: {
    eyebrow: 'AI tools',
    headline: 'Research writer',
    lead: 'Give us four facts about your study and get a structured first draft to build on. It runs in your browser: nothing you type is sent anywhere.',
  },
  meta: {
    description:
      'Turn your study topic, dataset, methods and outcomes into a structured first draft: outline, abstract, introduction, methods, results and discussion, exportable as Markdown.',
  },
};
