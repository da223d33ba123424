/** The eight phases of a research project, Idea to Publication. */
export const RESEARCH_PHASES = [
  { title: 'Idea', description: 'Sharpen the clinical question and check what is already published.' },
  { title: 'Protocol', description: 'Objectives, design, eligibility, outcomes and the analysis plan.' },
  { title: 'IRB', description: 'Ethics package, consent forms and answers to committee queries.' },
  { title: 'Data', description: 'Collection forms, data dictionary and quality checks as records arrive.' },
  { title: 'Analysis', description: 'The pre-specified analysis, sensitivity checks and annotated code.' },
  { title: 'Manuscript', description: 'Tables, figures and a draft written to the reporting guideline.' },
  { title: 'Submission', description: 'Journal choice, cover letter and formatting for the target journal.' },
  { title: 'Publication', description: 'Responses to reviewers through to the accepted, published paper.' },
] as const;

/** The seven a-la-carte services, each with a Request scope button. */
export const A_LA_CARTE_ITEMS = [
  {
    title: 'Sample size calculation',
    description: 'A justified sample size with the assumptions written up for your protocol.',
  },
  {
    title: 'Statistical analysis plan',
    description: 'A pre-specified plan that ethics committees and journals expect.',
  },
  {
    title: 'Ethics (IRB) package',
    description: 'Application forms, consent documents and a response to committee queries.',
  },
  {
    title: 'Data cleaning and coding',
    description: 'A tidy, documented dataset with a data dictionary, ready to analyse.',
  },
  {
    title: 'Manuscript editing',
    description: 'Structure, clarity and reporting-guideline checks by a medical editor.',
  },
  {
    title: 'Journal submission support',
    description: 'Journal shortlist, cover letter and formatting to the author guide.',
  },
  {
    title: 'Response to reviewers',
    description: 'Point-by-point replies with any extra analyses the reviewers ask for.',
  },
] as const;

export type TrackerStatus = 'Completed' | 'In progress' | 'Planned' | 'Queued';

/** The progress tracker's four static items. */
export const TRACKER_ITEMS: { title: string; status: TrackerStatus }[] = [
  { title: 'Protocol draft', status: 'Completed' },
  { title: 'Data collection', status: 'In progress' },
  { title: 'Analysis', status: 'Planned' },
  { title: 'Manuscript', status: 'Queued' },
];
