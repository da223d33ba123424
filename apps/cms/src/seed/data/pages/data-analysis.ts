import type { DataAnalysisPage } from '@manara/contracts';

/** The data analysis page's copy as the site first showed it (four pathways). */
export const dataAnalysisPage: DataAnalysisPage = {
  hero: {
    headline: 'Data analysis for clinical research',
    lead: 'Send us your dataset and research question; a biostatistician returns a pre-specified analysis, clear tables and figures, and annotated code your reviewers can rerun.',
  },
  pathways: {
    eyebrow: 'Pathways',
    heading: 'Four ways into your analysis',
    description: 'Pick the pathway closest to your study; we refine the plan together during scoping.',
    items: [
      {
        title: 'Descriptive and inferential statistics',
        text: 'Clean summaries, hypothesis tests and confidence intervals for cross-sectional studies, audits and surveys.',
      },
      {
        title: 'Regression and predictive modelling',
        text: 'Linear, logistic and mixed models with clear assumptions checks, plus risk scores validated on your cohort.',
      },
      {
        title: 'Survival and longitudinal analysis',
        text: 'Kaplan-Meier curves, Cox models and repeated-measures analyses for follow-up and trial data.',
      },
      {
        title: 'Systematic reviews and meta-analysis',
        text: 'Search strategies, risk-of-bias tables, pooled estimates and forest plots ready for PRISMA reporting.',
      },
    ],
  },
  wizard: {
    eyebrow: 'Scoping wizard',
    heading: 'Get a quote in four steps',
    description: 'Tell us about your data, objectives, deliverables, timeline and budget.',
  },
  regionalPricing: {
    eyebrow: 'Regional pricing',
    heading: 'Plans in your currency',
    description: 'Every analysis is covered by a plan; Pro suits most clinical studies.',
  },
  faq: {
    eyebrow: 'FAQ',
    heading: 'Questions we often hear',
    items: [
      {
        question: 'Is my data kept confidential?',
        answer:
          'Yes. We sign a data-processing agreement before any transfer, work only on de-identified data and delete working copies when the project closes.',
      },
      {
        question: 'Which software do you use?',
        answer:
          'R, Stata, SPSS and Python. You receive annotated code with every analysis, so reviewers and your team can reproduce each result.',
      },
    ],
  },
  meta: {
    description:
      'Biostatistics and data analysis for clinical studies: four pathways, a scoping wizard with an instant quote, and regional pricing.',
  },
};
