import type { ResearchServicesPage } from '@manara/contracts';

/** The research services page's copy as the site first showed it (its phases, services and tracker). */
export const researchServicesPage: ResearchServicesPage = {
  hero: {
    headline: 'Research services',
    lead: 'Join a guided workgroup that takes your study from idea to publication, or pick exactly the help you need, one piece at a time.',
  },
  options: { heading: 'Choose how we work together' },
  workgroups: {
    heading: 'Workgroups: idea to publication in eight phases',
    description:
      'A small cohort, a senior researcher and a biostatistician move your project through every phase with weekly sessions and shared templates.',
    phases: [
      { title: 'Idea', text: 'Sharpen the clinical question and check what is already published.' },
      { title: 'Protocol', text: 'Objectives, design, eligibility, outcomes and the analysis plan.' },
      { title: 'IRB', text: 'Ethics package, consent forms and answers to committee queries.' },
      { title: 'Data', text: 'Collection forms, data dictionary and quality checks as records arrive.' },
      { title: 'Analysis', text: 'The pre-specified analysis, sensitivity checks and annotated code.' },
      { title: 'Manuscript', text: 'Tables, figures and a draft written to the reporting guideline.' },
      { title: 'Submission', text: 'Journal choice, cover letter and formatting for the target journal.' },
      { title: 'Publication', text: 'Responses to reviewers through to the accepted, published paper.' },
    ],
  },
  community: {
    heading: 'Join the research community',
    description: 'Ask questions, meet your cohort and get weekly check-ins in our messaging group.',
  },
  aLaCarte: {
    heading: 'A-la-carte support',
    description:
      'Request a scope for any single task: tell us what you need, and we reply with a fixed quote and timeline.',
    items: [
      {
        service: 'Sample size calculation',
        title: 'Sample size calculation',
        description: 'A justified sample size with the assumptions written up for your protocol.',
      },
      {
        service: 'Statistical analysis plan',
        title: 'Statistical analysis plan',
        description: 'A pre-specified plan that ethics committees and journals expect.',
      },
      {
        service: 'Ethics (IRB) package',
        title: 'Ethics (IRB) package',
        description: 'Application forms, consent documents and a response to committee queries.',
      },
      {
        service: 'Data cleaning and coding',
        title: 'Data cleaning and coding',
        description: 'A tidy, documented dataset with a data dictionary, ready to analyse.',
      },
      {
        service: 'Manuscript editing',
        title: 'Manuscript editing',
        description: 'Structure, clarity and reporting-guideline checks by a medical editor.',
      },
      {
        service: 'Journal submission support',
        title: 'Journal submission support',
        description: 'Journal shortlist, cover letter and formatting to the author guide.',
      },
      {
        service: 'Response to reviewers',
        title: 'Response to reviewers',
        description: 'Point-by-point replies with any extra analyses the reviewers ask for.',
      },
    ],
  },
  tracker: {
    eyebrow: 'Progress tracker',
    heading: 'Always know where your project stands',
    description: 'Members follow every project in a simple tracker. Here is a sample.',
    items: [
      { title: 'Protocol draft', status: 'Completed' },
      { title: 'Data collection', status: 'In progress' },
      { title: 'Analysis', status: 'Planned' },
      { title: 'Manuscript', status: 'Queued' },
    ],
  },
  meta: {
    description:
      'Cohort workgroups through eight research phases, from idea to publication, and a-la-carte support for protocols, ethics, analysis and manuscripts.',
  },
};
