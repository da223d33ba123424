import type { CourseInput, CourseModule } from '@manara/contracts';

export type SeedCourse = CourseInput & { summary: string; modules: CourseModule[] };

/** Demo catalog: short, practical courses for clinicians and research teams. */
export const courses: SeedCourse[] = [
  {
    title: 'Biostatistics Foundations for Clinicians',
    category: 'Biostatistics',
    level: 'Beginner',
    durationHrs: 12,
    rating: 4.8,
    price: 129,
    summary:
      'Read and run the statistics behind everyday clinical papers: distributions, confidence intervals, hypothesis tests and effect sizes, with hospital datasets.',
    modules: [
      { title: 'Describing clinical data', lessons: ['Variable types', 'Summaries and plots', 'Missing values'] },
      { title: 'Estimation', lessons: ['Sampling distributions', 'Confidence intervals', 'Precision and sample size'] },
      { title: 'Testing hypotheses', lessons: ['p-values in context', 't-tests and chi-square', 'Multiple comparisons'] },
      { title: 'Reporting results', lessons: ['Effect sizes', 'Tables that reviewers trust', 'Common pitfalls'] },
    ],
  },
  {
    title: 'Writing a Clinical Study Protocol',
    category: 'Research Methods',
    level: 'Intermediate',
    durationHrs: 9,
    rating: 4.7,
    price: 149,
    summary:
      'Turn a clinical question into a protocol an ethics committee can approve: objectives, design, eligibility, outcomes and the statistical analysis plan.',
    modules: [
      { title: 'From question to objectives', lessons: ['PICO framing', 'Primary and secondary aims', 'Feasibility'] },
      { title: 'Choosing a design', lessons: ['Cohort, case-control, trial', 'Bias and confounding', 'Randomisation'] },
      { title: 'Outcomes and sample size', lessons: ['Defining endpoints', 'Power calculations', 'Data collection forms'] },
      { title: 'Ethics and registration', lessons: ['IRB packages', 'Consent documents', 'Trial registration'] },
    ],
  },
  {
    title: 'Survival Analysis in R',
    category: 'Data Science',
    level: 'Advanced',
    durationHrs: 16,
    rating: 4.9,
    price: 199,
    summary:
      'Kaplan-Meier curves, log-rank tests and Cox models on oncology and cardiology cohorts, from data preparation to publication-ready figures.',
    modules: [
      { title: 'Time-to-event data', lessons: ['Censoring', 'Follow-up time', 'Preparing cohorts in R'] },
      { title: 'Non-parametric methods', lessons: ['Kaplan-Meier', 'Log-rank tests', 'Median survival'] },
      { title: 'Cox regression', lessons: ['Hazard ratios', 'Proportional hazards checks', 'Time-varying covariates'] },
      { title: 'Reporting', lessons: ['Risk tables', 'Forest plots', 'Reproducible scripts'] },
    ],
  },
  {
    title: 'Systematic Reviews and Meta-analysis',
    category: 'Evidence Synthesis',
    level: 'Intermediate',
    durationHrs: 14,
    rating: 4.8,
    price: 179,
    summary:
      'Plan, search, screen and pool studies following PRISMA 2020, with hands-on random-effects meta-analysis and risk-of-bias assessment.',
    modules: [
      { title: 'Planning the review', lessons: ['Review questions', 'PROSPERO registration', 'Search strategy'] },
      { title: 'Screening and extraction', lessons: ['Dual screening', 'Extraction forms', 'Risk of bias tools'] },
      { title: 'Pooling evidence', lessons: ['Effect measures', 'Random-effects models', 'Heterogeneity'] },
      { title: 'Writing it up', lessons: ['PRISMA flow diagrams', 'GRADE certainty', 'Responding to reviewers'] },
    ],
  },
  {
    title: 'Regression Modelling for Clinical Outcomes',
    category: 'Biostatistics',
    level: 'Intermediate',
    durationHrs: 15,
    rating: 4.7,
    price: 169,
    summary:
      'Linear, logistic and Poisson regression for real clinical questions: choosing covariates, checking assumptions and explaining odds ratios to a clinical audience.',
    modules: [
      { title: 'Linear models', lessons: ['Continuous outcomes', 'Residual checks', 'Transformations'] },
      { title: 'Binary outcomes', lessons: ['Logistic regression', 'Odds ratios vs risk ratios', 'Calibration'] },
      { title: 'Counts and rates', lessons: ['Poisson models', 'Overdispersion', 'Person-time offsets'] },
      { title: 'Building the model', lessons: ['Confounder selection with DAGs', 'Interactions', 'Reporting to STROBE'] },
    ],
  },
  {
    title: 'Missing Data and Multiple Imputation',
    category: 'Biostatistics',
    level: 'Advanced',
    durationHrs: 10,
    rating: 4.8,
    price: 189,
    summary:
      'Diagnose why data are missing in registries and trials, and handle it properly with multiple imputation by chained equations and sensitivity analyses.',
    modules: [
      { title: 'Why data go missing', lessons: ['MCAR, MAR and MNAR', 'Exploring patterns', 'What complete-case analysis costs'] },
      { title: 'Multiple imputation', lessons: ['Chained equations', 'Choosing imputation models', 'Number of imputations'] },
      { title: 'Pooling and checking', lessons: ["Rubin's rules", 'Diagnostics', 'Imputing interactions'] },
      { title: 'Sensitivity analysis', lessons: ['Delta adjustment', 'Tipping-point analysis', 'Reporting missing data'] },
    ],
  },
  {
    title: 'Good Clinical Practice Essentials',
    category: 'Clinical Trials',
    level: 'Beginner',
    durationHrs: 6,
    rating: 4.6,
    price: 89,
    summary:
      'ICH E6(R3) in plain language for investigators and coordinators: consent, safety reporting, essential documents and what monitors look for.',
    modules: [
      { title: 'Principles of GCP', lessons: ['Why GCP exists', 'Roles and responsibilities', 'Risk-based quality'] },
      { title: 'Participants first', lessons: ['Informed consent', 'Vulnerable populations', 'Confidentiality'] },
      { title: 'Safety reporting', lessons: ['Adverse events', 'SAE timelines', 'Causality assessment'] },
      { title: 'Running the site', lessons: ['Essential documents', 'Source data verification', 'Preparing for audits'] },
    ],
  },
  {
    title: 'Randomised Trial Design and Analysis',
    category: 'Clinical Trials',
    level: 'Advanced',
    durationHrs: 18,
    rating: 4.9,
    price: 229,
    summary:
      'Design a pragmatic or explanatory trial end to end: randomisation schemes, sample size, interim looks, intention-to-treat analysis and CONSORT reporting.',
    modules: [
      { title: 'Trial architecture', lessons: ['Parallel, crossover, cluster', 'Superiority and non-inferiority', 'Estimands'] },
      { title: 'Randomisation and blinding', lessons: ['Block and stratified schemes', 'Allocation concealment', 'Blinding outcome assessors'] },
      { title: 'Sample size and monitoring', lessons: ['Power for binary and survival outcomes', 'Interim analyses', 'Data monitoring committees'] },
      { title: 'Analysis and reporting', lessons: ['Intention to treat', 'Adjusting for baseline', 'CONSORT checklist'] },
    ],
  },
  {
    title: 'Writing for Medical Journals',
    category: 'Scientific Writing',
    level: 'Beginner',
    durationHrs: 8,
    rating: 4.8,
    price: 99,
    summary:
      'Structure an original article with IMRaD, write an abstract editors read to the end, and prepare figures and tables that pass peer review.',
    modules: [
      { title: 'The shape of a paper', lessons: ['IMRaD in practice', 'Choosing the target journal', 'Author guidelines'] },
      { title: 'Introduction and methods', lessons: ['The knowledge gap', 'Reproducible methods', 'Reporting guidelines'] },
      { title: 'Results and discussion', lessons: ['Tables and figures', 'Interpreting without overclaiming', 'Limitations'] },
      { title: 'Getting published', lessons: ['Cover letters', 'Responding to reviewers', 'Preprints and open access'] },
    ],
  },
  {
    title: 'Grant Writing for Health Researchers',
    category: 'Scientific Writing',
    level: 'Intermediate',
    durationHrs: 7,
    rating: 4.5,
    price: 119,
    summary:
      'Turn a study idea into a fundable proposal: specific aims, significance, a realistic budget and a timeline reviewers believe.',
    modules: [
      { title: 'Finding the right call', lessons: ['Regional and international funders', 'Reading a call', 'Eligibility'] },
      { title: 'Specific aims', lessons: ['One-page aims', 'Hypotheses and objectives', 'Preliminary data'] },
      { title: 'Approach and budget', lessons: ['Methods reviewers trust', 'Budget justification', 'Risk and mitigation'] },
      { title: 'Submission', lessons: ['Letters of support', 'Internal review', 'Resubmission strategy'] },
    ],
  },
  {
    title: 'Machine Learning for Clinical Prediction',
    category: 'AI in Research',
    level: 'Advanced',
    durationHrs: 20,
    rating: 4.7,
    price: 249,
    summary:
      'Build and validate clinical prediction models with penalised regression, gradient boosting and proper resampling, reported to TRIPOD+AI.',
    modules: [
      { title: 'Prediction vs explanation', lessons: ['Framing a prediction question', 'Outcome definition', 'Data leakage'] },
      { title: 'Models', lessons: ['Penalised regression', 'Tree ensembles', 'Handling class imbalance'] },
      { title: 'Validation', lessons: ['Cross-validation and bootstrap', 'Calibration curves', 'External validation'] },
      { title: 'From model to clinic', lessons: ['Decision curve analysis', 'Fairness checks', 'TRIPOD+AI reporting'] },
    ],
  },
  {
    title: 'AI Tools for Literature Review',
    category: 'AI in Research',
    level: 'Beginner',
    durationHrs: 5,
    rating: 4.6,
    price: 79,
    summary:
      'Use AI assistants responsibly to search, screen and summarise the literature, with checks that keep citations real and methods transparent.',
    modules: [
      { title: 'What AI can and cannot do', lessons: ['Language models in research', 'Hallucinated citations', 'Journal policies on AI'] },
      { title: 'Searching smarter', lessons: ['Building search strings', 'Semantic search tools', 'Documenting searches'] },
      { title: 'Screening and summarising', lessons: ['AI-assisted screening', 'Verifying extractions', 'Keeping a human in the loop'] },
      { title: 'Writing with integrity', lessons: ['Disclosing AI use', 'Plagiarism checks', 'Journal selection with AI'] },
    ],
  },
];
