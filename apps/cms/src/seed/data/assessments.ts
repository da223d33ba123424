/**
 * Demo assessments, keyed by the seeded course's title: five questions each, written for that
 * course. `correct` is the number of the right option (1 for the first), as an editor types it in /cms.
 */
export interface SeedQuestion {
  prompt: string;
  options: string[];
  correct: number;
}

export const assessments: Record<string, SeedQuestion[]> = {
  'Biostatistics Foundations for Clinicians': [
    {
      prompt: 'Which summary best describes the centre of a strongly right-skewed variable such as length of stay?',
      options: ['The mean', 'The median', 'The standard deviation', 'The range'],
      correct: 2,
    },
    {
      prompt: 'A 95% confidence interval for a mean difference is 1.2 to 4.8 mmHg. What does it tell you?',
      options: [
        'The data are compatible with true differences from 1.2 to 4.8 mmHg; intervals built this way cover the truth 95% of the time',
        'There is a 95% chance the true difference lies in this particular interval',
        '95% of patients had a difference between 1.2 and 4.8 mmHg',
        'The result is clinically important',
      ],
      correct: 1,
    },
    {
      prompt: 'What does a p-value of 0.03 mean?',
      options: [
        'There is a 3% probability that the null hypothesis is true',
        'The effect is large',
        'There is a 97% chance the treatment works',
        'Data at least this extreme would occur 3% of the time if the null hypothesis were true',
      ],
      correct: 4,
    },
    {
      prompt: 'Which test compares the proportions of patients with an outcome between two independent groups?',
      options: ['Paired t-test', 'Pearson correlation', 'Chi-square test', 'One-sample t-test'],
      correct: 3,
    },
    {
      prompt: 'You test 20 independent outcomes at the 5% level and none has a real effect. What should you expect?',
      options: [
        'No significant results',
        'About one significant result by chance',
        'About ten significant results',
        'Every result to be significant',
      ],
      correct: 2,
    },
  ],
  'Writing a Clinical Study Protocol': [
    {
      prompt: 'In the PICO framework, what does the "C" stand for?',
      options: ['Comparison', 'Cohort', 'Confounder', 'Consent'],
      correct: 1,
    },
    {
      prompt: 'Which design suits a rare disease with a long latency when you want to study several exposures?',
      options: ['Prospective cohort', 'Randomised trial', 'Case series', 'Case-control study'],
      correct: 4,
    },
    {
      prompt: 'Which four quantities does a sample size calculation for comparing two means need?',
      options: [
        'Alpha, the p-value, the sample mean and the budget',
        'Power, the number of sites, the dropout rate and the journal impact factor',
        'Alpha, power, the minimal important difference and the outcome standard deviation',
        'The confidence level only',
      ],
      correct: 3,
    },
    {
      prompt: 'When must a clinical trial be registered (for example on ClinicalTrials.gov) to meet ICMJE policy?',
      options: [
        'Before submission to a journal',
        'Before the first participant is enrolled',
        'Within a year of the last follow-up',
        'Only if the trial is funded by industry',
      ],
      correct: 2,
    },
    {
      prompt: 'What is the main job of the primary endpoint in a protocol?',
      options: [
        'To define the single outcome that answers the main question and drives the sample size',
        'To list every variable that will be collected',
        'To describe the adverse events expected',
        'To report the baseline characteristics',
      ],
      correct: 1,
    },
  ],
  'Survival Analysis in R': [
    {
      prompt: 'A patient leaves the study at month 8 without having had the event. How is their follow-up handled?',
      options: [
        'Excluded from the analysis',
        'Counted as an event at month 8',
        'Imputed as an event at the end of the study',
        'Right-censored at month 8',
      ],
      correct: 4,
    },
    {
      prompt: 'Which R call fits Kaplan-Meier curves by treatment arm with the survival package?',
      options: [
        'coxph(Surv(time, status) ~ arm, data = d)',
        'lm(time ~ arm, data = d)',
        'survfit(Surv(time, status) ~ arm, data = d)',
        'glm(status ~ arm, family = binomial, data = d)',
      ],
      correct: 3,
    },
    {
      prompt: 'What does a hazard ratio of 0.70 for treatment versus control mean?',
      options: [
        '70% of treated patients survive',
        'At any time, the event rate in the treated group is about 30% lower than in the control group',
        'The treatment adds 0.7 years of survival',
        'The treatment delays the event by 30%',
      ],
      correct: 2,
    },
    {
      prompt: 'How can you check the proportional hazards assumption of a Cox model in R?',
      options: [
        'cox.zph() on the fitted model',
        'shapiro.test() on the times',
        'A log-rank test',
        'Plotting the residuals of lm()',
      ],
      correct: 1,
    },
    {
      prompt: 'What does the log-rank test compare?',
      options: [
        'Mean survival times',
        'Hazard ratios adjusted for covariates',
        'Median follow-up time',
        'The whole survival curves of two or more groups',
      ],
      correct: 4,
    },
  ],
  'Systematic Reviews and Meta-analysis': [
    {
      prompt: 'Why register a systematic review protocol on PROSPERO before starting?',
      options: [
        'It is required to search PubMed',
        'It guarantees publication',
        'It fixes the methods in advance and reduces selective reporting and duplication',
        'It replaces the need for dual screening',
      ],
      correct: 3,
    },
    {
      prompt: 'What does an I² of 75% indicate in a meta-analysis?',
      options: [
        'Low heterogeneity',
        'Substantial heterogeneity: most of the variation between studies is not due to chance',
        'That 75% of the studies are significant',
        'That the pooled effect is 75% certain',
      ],
      correct: 2,
    },
    {
      prompt: 'When is a random-effects model preferred over a fixed-effect model?',
      options: [
        'When the studies are expected to estimate different but related true effects',
        'When all studies are identical in design and population',
        'When there is only one study',
        'When the outcome is continuous',
      ],
      correct: 1,
    },
    {
      prompt: 'Which tool assesses risk of bias in randomised trials?',
      options: ['AMSTAR 2', 'Newcastle-Ottawa Scale', 'STROBE', 'RoB 2'],
      correct: 4,
    },
    {
      prompt: 'What does the PRISMA flow diagram show?',
      options: [
        'The forest plot of effects',
        'The GRADE certainty ratings',
        'The numbers of records identified, screened, excluded with reasons and included',
        'The funding of included studies',
      ],
      correct: 3,
    },
  ],
  'Regression Modelling for Clinical Outcomes': [
    {
      prompt: 'Which model fits a binary outcome such as 30-day readmission (yes or no)?',
      options: ['Linear regression', 'Logistic regression', 'Poisson regression', 'Cox regression'],
      correct: 2,
    },
    {
      prompt: 'When does an odds ratio approximate the risk ratio well?',
      options: ['When the outcome is rare', 'When the outcome is common', 'Always', 'Never'],
      correct: 1,
    },
    {
      prompt: 'How do you model event counts when patients are followed for different lengths of time?',
      options: [
        'Drop the patients with short follow-up',
        'Divide the counts by the sample size',
        'Use logistic regression on the counts',
        'Add log person-time as an offset in a Poisson or negative binomial model',
      ],
      correct: 4,
    },
    {
      prompt: 'What is the main risk of choosing confounders by stepwise selection on p-values?',
      options: [
        'The model runs too slowly',
        'It always includes too few variables',
        'It can keep colliders and mediators or drop true confounders, biasing the effect estimate',
        'It makes the residuals non-normal',
      ],
      correct: 3,
    },
    {
      prompt: 'Which reporting guideline applies to an observational cohort study?',
      options: ['CONSORT', 'STROBE', 'PRISMA', 'SPIRIT'],
      correct: 2,
    },
  ],
  'Missing Data and Multiple Imputation': [
    {
      prompt: 'Missingness that depends only on observed data is called…',
      options: [
        'Missing at random (MAR)',
        'Missing completely at random (MCAR)',
        'Missing not at random (MNAR)',
        'Ignorable by design',
      ],
      correct: 1,
    },
    {
      prompt: 'When is a complete-case analysis generally unbiased?',
      options: [
        'When more than half of the data are missing',
        'Whenever the sample is large',
        'When data are missing not at random',
        'When data are missing completely at random',
      ],
      correct: 4,
    },
    {
      prompt: "What do Rubin's rules combine?",
      options: [
        'The imputed datasets into one dataset',
        'The p-values by taking their average',
        'The estimates and their variances from each imputed dataset, adding the between-imputation variance',
        'The missing-data patterns',
      ],
      correct: 3,
    },
    {
      prompt: 'Should the outcome variable be included in the imputation model for covariates?',
      options: [
        'No, it biases the results',
        'Yes, otherwise associations with the outcome are diluted towards zero',
        'Only if the outcome has no missing values',
        'Only in a complete-case analysis',
      ],
      correct: 2,
    },
    {
      prompt: 'What does a tipping-point analysis explore?',
      options: [
        'How far from MAR the missing data would have to be to change the conclusion',
        'How many imputations are needed',
        'The point where the sample size becomes too small',
        'Which variables to drop',
      ],
      correct: 1,
    },
  ],
  'Good Clinical Practice Essentials': [
    {
      prompt: 'Which international guideline sets out Good Clinical Practice for trials on medicines?',
      options: ['CONSORT', 'ISO 9001', 'The Vancouver recommendations', 'ICH E6'],
      correct: 4,
    },
    {
      prompt: 'When must informed consent be obtained?',
      options: [
        'Within a week of enrolment',
        'After randomisation',
        'Before any study-specific procedure is done',
        'Only for invasive procedures',
      ],
      correct: 3,
    },
    {
      prompt: 'Under ICH guidance, how quickly must the investigator report a serious adverse event to the sponsor?',
      options: [
        'Within 30 days',
        'Immediately, generally within 24 hours of becoming aware',
        'At the next monitoring visit',
        'At the end of the trial',
      ],
      correct: 2,
    },
    {
      prompt: 'What is source data verification?',
      options: [
        'Checking the data entered in the case report form against the original records',
        'Validating the statistical analysis plan',
        "Confirming the sponsor's funding source",
        'Verifying the identity of the investigator',
      ],
      correct: 1,
    },
    {
      prompt: 'Who is responsible for the conduct of the trial at a site?',
      options: ['The monitor', 'The ethics committee', 'The participant', 'The principal investigator'],
      correct: 4,
    },
  ],
  'Randomised Trial Design and Analysis': [
    {
      prompt: 'What does allocation concealment prevent?',
      options: [
        'Outcome assessors learning the allocation',
        'Participants from dropping out',
        'Those enrolling participants from knowing or predicting the next assignment',
        'Imbalance in sample size between arms',
      ],
      correct: 3,
    },
    {
      prompt: 'In an intention-to-treat analysis, participants are analysed…',
      options: [
        'Only if they completed the treatment',
        'In the group they were randomised to, whatever they received',
        'According to the treatment they actually received',
        'Only if they had no protocol deviations',
      ],
      correct: 2,
    },
    {
      prompt: 'Why use stratified block randomisation?',
      options: [
        'To keep the arms balanced in size and on key prognostic factors',
        'To make the trial double-blind',
        'To remove the need for a sample size calculation',
        'To allow the investigator to choose the arm',
      ],
      correct: 1,
    },
    {
      prompt: 'What does a non-inferiority trial aim to show?',
      options: [
        'That the new treatment is better than the control',
        'That the two treatments are identical',
        'That the new treatment is safe',
        'That the new treatment is not worse than the control by more than a prespecified margin',
      ],
      correct: 4,
    },
    {
      prompt: 'Which guideline sets out how to report a randomised trial?',
      options: ['STROBE', 'PRISMA', 'CONSORT', 'STARD'],
      correct: 3,
    },
  ],
  'Writing for Medical Journals': [
    {
      prompt: 'What does IMRaD stand for?',
      options: [
        'Intervention, Measures, Randomisation and Data',
        'Introduction, Methods, Results and Discussion',
        'Introduction, Materials, Review and Debate',
        'Impact, Methods, Replication and Dissemination',
      ],
      correct: 2,
    },
    {
      prompt: 'What should the last paragraph of an introduction state?',
      options: [
        "The knowledge gap and the study's aim or question",
        "The study's main result",
        'The limitations',
        'The funding',
      ],
      correct: 1,
    },
    {
      prompt: 'Where should the interpretation of findings go?',
      options: ['Results', 'Methods', 'Abstract only', 'Discussion'],
      correct: 4,
    },
    {
      prompt: 'Under the ICMJE criteria, who qualifies for authorship?',
      options: [
        'Anyone who collected data',
        'The head of the department',
        'Those who made substantial contributions, drafted or revised the work, approved the final version and agree to be accountable',
        'Everyone who provided funding',
      ],
      correct: 3,
    },
    {
      prompt: 'A reviewer asks for an analysis you believe is inappropriate. What is the best response?',
      options: [
        'Ignore the comment',
        'Thank them and explain, with reasons and references, why you have not done it, or add it as a sensitivity analysis',
        'Withdraw the paper',
        'Complain to the editor about the reviewer',
      ],
      correct: 2,
    },
  ],
  'Grant Writing for Health Researchers': [
    {
      prompt: 'What is the purpose of the specific aims page?',
      options: [
        'To state the problem, the gap, the hypothesis and the aims on one page that sells the project',
        'To list the budget',
        "To give the investigators' CVs",
        'To describe the statistical software',
      ],
      correct: 1,
    },
    {
      prompt: 'What should preliminary data demonstrate?',
      options: [
        'That the study is already finished',
        'That the team has published widely',
        'That no further funding is needed',
        'Feasibility and support for the hypothesis',
      ],
      correct: 4,
    },
    {
      prompt: 'What belongs in a budget justification?',
      options: [
        "A list of the funder's previous awards",
        'The expected publications',
        'Why each cost is needed for the aims and how it was calculated',
        'Only the total amount',
      ],
      correct: 3,
    },
    {
      prompt: 'Why include a risks and mitigation section?',
      options: [
        'Because funders require a list of failures',
        'To show reviewers you have anticipated problems and have alternatives',
        'To lower the budget',
        'To replace the methods section',
      ],
      correct: 2,
    },
    {
      prompt: 'Your proposal was not funded. What should a resubmission do first?',
      options: [
        'Respond to every reviewer comment and show clearly what has changed',
        'Send the same text to the same call',
        'Remove the preliminary data',
        'Change the whole research question',
      ],
      correct: 1,
    },
  ],
  'Machine Learning for Clinical Prediction': [
    {
      prompt: 'Which of these is data leakage?',
      options: [
        'Using cross-validation',
        'Standardising predictors inside each training fold',
        'Reporting calibration',
        'Using a predictor measured after the outcome occurred',
      ],
      correct: 4,
    },
    {
      prompt:
        'A model has an AUC of 0.85 but predicts 30% risk for a group whose observed risk is 10%. What is the problem?',
      options: ['Poor discrimination', 'Overdispersion', 'Poor calibration', 'Class balance'],
      correct: 3,
    },
    {
      prompt: 'What does external validation test?',
      options: [
        "The model's performance on the same data it was trained on",
        'Performance in data from a different setting, time or population',
        'Whether the code runs on another computer',
        'The number of predictors',
      ],
      correct: 2,
    },
    {
      prompt: 'What does decision curve analysis estimate?',
      options: [
        'The net benefit of using the model to guide decisions across risk thresholds',
        'The AUC at each threshold',
        'The calibration slope',
        'The number of trees needed',
      ],
      correct: 1,
    },
    {
      prompt: 'Which reporting guideline covers prediction models, including those built with machine learning?',
      options: ['CONSORT-AI', 'STROBE', 'PRISMA', 'TRIPOD+AI'],
      correct: 4,
    },
  ],
  'AI Tools for Literature Review': [
    {
      prompt:
        'A language model gives you a reference that supports your argument. What should you do before citing it?',
      options: [
        'Cite it as given',
        'Ask the model whether it is real',
        'Find and read the original paper to check it exists and says what is claimed',
        'Cite it with a note that AI found it',
      ],
      correct: 3,
    },
    {
      prompt: 'Under most journal policies, can an AI tool be listed as an author?',
      options: [
        'Yes, if it wrote most of the text',
        'No: it cannot take responsibility for the work; its use is disclosed instead',
        'Yes, as a corresponding author',
        'Only in preprints',
      ],
      correct: 2,
    },
    {
      prompt: 'What keeps AI-assisted screening of titles and abstracts trustworthy?',
      options: [
        'A human reviewer checking its decisions, at least on a sample, with the approach reported',
        'Letting the tool exclude records without checks',
        'Screening only the first 100 records',
        'Using two different AI tools',
      ],
      correct: 1,
    },
    {
      prompt: 'Why document the exact search strings and dates of each database search?',
      options: [
        'To make the review longer',
        'Because AI tools cannot search',
        'To avoid dual screening',
        'So the search can be reproduced and reported, as PRISMA requires',
      ],
      correct: 4,
    },
    {
      prompt: 'What does semantic search add to a Boolean search strategy?',
      options: [
        'It replaces the need for a strategy',
        'It guarantees every relevant study is found',
        'It finds conceptually related records that may not share your keywords',
        'It removes duplicates automatically',
      ],
      correct: 3,
    },
  ],
};
