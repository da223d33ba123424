/** The four analysis pathways of the data analysis page (spec §2). */
export const PATHWAYS = [
  {
    title: 'Descriptive and inferential statistics',
    description:
      'Clean summaries, hypothesis tests and confidence intervals for cross-sectional studies, audits and surveys.',
  },
  {
    title: 'Regression and predictive modelling',
    description:
      'Linear, logistic and mixed models with clear assumptions checks, plus risk scores validated on your cohort.',
  },
  {
    title: 'Survival and longitudinal analysis',
    description: 'Kaplan-Meier curves, Cox models and repeated-measures analyses for follow-up and trial data.',
  },
  {
    title: 'Systematic reviews and meta-analysis',
    description:
      'Search strategies, risk-of-bias tables, pooled estimates and forest plots ready for PRISMA reporting.',
  },
] as const;

/** The two FAQ cards of the data analysis page. */
export const DATA_ANALYSIS_FAQ = [
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
] as const;
