/**
 * Each demo course's preview lesson ("Launch preview" on its page): a short first lesson anyone may
 * read before starting, in paragraphs separated by a blank line, as an editor writes it in /cms.
 */
export const coursePreviews: Record<string, { title: string; body: string }> = {
  'Biostatistics Foundations for Clinicians': {
    title: 'Lesson 1: What kind of variable is this?',
    body: `Every analysis starts by naming what was measured. Systolic blood pressure is continuous, NYHA class is ordinal, and whether a patient was readmitted within 30 days is binary. The type decides the summary: a mean and standard deviation, a median and interquartile range, or a count and percentage.

Try it on your own ward's data: list five variables from one admission record and write the type beside each. In the full course you will turn that list into the first table of a paper.`,
  },
  'Writing a Clinical Study Protocol': {
    title: 'Lesson 1: From a clinical hunch to a PICO question',
    body: `"Does early mobilisation help after hip surgery?" is a hunch. A protocol needs a question with four parts: the Population (adults over 65 after hip fracture surgery), the Intervention (out of bed within 24 hours), the Comparison (usual care) and the Outcome (length of stay).

Write your own question in those four parts before the next lesson. Each part will become a section of your protocol: eligibility, intervention, control and primary outcome.`,
  },
  'Survival Analysis in R': {
    title: 'Lesson 1: Why censoring changes everything',
    body: `A patient who leaves the study alive after 18 months has not "survived 18 months and then died". They are censored: we know only that their event had not happened yet. Treating them as events, or dropping them, biases every estimate.

In R, the survival package keeps both facts together: Surv(time, status) pairs the follow-up time with whether the event was observed. The rest of the course builds on that one object.`,
  },
  'Systematic Reviews and Meta-analysis': {
    title: 'Lesson 1: A search others can repeat',
    body: `A systematic review differs from a narrative one in a single promise: anyone following your methods would find the same studies. That starts with a search string written down in full, for every database, with the date it was run.

Begin with the PICO of your question and list synonyms for each part. The course shows how to combine them with Boolean operators and MeSH terms, and how to report the result in a PRISMA flow diagram.`,
  },
  'Regression Modelling for Clinical Outcomes': {
    title: 'Lesson 1: Choosing the model from the outcome',
    body: `The outcome picks the model. A continuous outcome such as HbA1c calls for linear regression; a yes-or-no outcome such as 30-day mortality for logistic regression; a count such as emergency visits for Poisson or negative binomial regression.

Before fitting anything, write down your outcome, its type and the one exposure you care about most. Every later choice, from confounders to interactions, follows from that sentence.`,
  },
  'Missing Data and Multiple Imputation': {
    title: 'Lesson 1: Why were these values not recorded?',
    body: `Missing values are not all alike. A lab result lost in transfer is missing at random with respect to the patient; a follow-up visit skipped because the patient felt worse is not. The reason decides whether a complete-case analysis is biased.

Open your dataset and, for the three variables with the most missing values, write down the most likely reason for each. That list will guide the imputation model you build later in the course.`,
  },
  'Good Clinical Practice Essentials': {
    title: 'Lesson 1: The principles behind ICH-GCP',
    body: `Good Clinical Practice rests on two commitments: the rights, safety and wellbeing of participants come first, and the data a trial produces must be credible. Every rule in ICH E6, from informed consent to source data verification, serves one of those two.

As you read the guideline in this course, sort each requirement under the commitment it protects. It makes the document far easier to remember and to apply on site.`,
  },
  'Randomised Trial Design and Analysis': {
    title: 'Lesson 1: What randomisation does, and does not, protect',
    body: `Randomisation balances known and unknown confounders between arms, on average. It does not protect against losing participants after allocation, unblinded outcome assessment, or analysing patients in the arm they ended up in rather than the one they were assigned.

The course follows one trial from allocation concealment to the intention-to-treat analysis, so you can see where each safeguard sits.`,
  },
  'Writing for Medical Journals': {
    title: 'Lesson 1: Write the abstract first',
    body: `Editors decide in minutes, and they read the abstract first. Writing it before the paper forces you to state your one main finding, the number that supports it and why it matters, in under 250 words.

Draft a structured abstract for your current project: background, methods, results and conclusion, one or two sentences each. The rest of the course expands each sentence into its section.`,
  },
  'Grant Writing for Health Researchers': {
    title: 'Lesson 1: The specific aims page',
    body: `Reviewers often score a proposal from its first page. The specific aims page names the problem, the gap in what is known, your hypothesis and two or three aims that test it, each with the outcome you expect.

Write your aims as verbs with measurable ends: "determine whether", "estimate", "compare". The course then builds the budget and timeline from those aims.`,
  },
  'Machine Learning for Clinical Prediction': {
    title: 'Lesson 1: Prediction is not explanation',
    body: `A model that predicts sepsis well may rely on variables that say nothing about what causes sepsis, such as the time a lactate test was ordered. That is fine for prediction and misleading for explanation.

Before choosing an algorithm, state who will use the prediction, at what moment, and with which data available then. The course uses that statement to decide the features, the validation and the reporting under TRIPOD.`,
  },
  'AI Tools for Literature Review': {
    title: 'Lesson 1: Where AI helps a review, and where it must not decide',
    body: `Language models can suggest search terms, deduplicate records and draft screening notes. They cannot be the reviewer of record: inclusion decisions, risk-of-bias judgements and extracted numbers need a person who checks the source.

In this course each tool is paired with the check that keeps the review reproducible, so the methods section can say exactly what the software did.`,
  },
};
