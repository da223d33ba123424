import type { WorkgroupsPage } from '@manara/contracts';

/** The workgroups page's copy as the site first showed it. */
export const workgroupsPage: WorkgroupsPage = {
  hero: {
    eyebrow: 'Workgroups',
    headline: 'Research workgroups that get studies submitted',
    lead: 'Small cohorts of clinicians and researchers work through one study each, week by week, with a methodologist and a biostatistician beside them.',
  },
  schedule: {
    eyebrow: 'Four-week cohort',
    heading: 'The schedule',
    description:
      'One live session and one mentor check-in each week, with work you can do around clinical shifts.',
    weeks: [
      {
        title: 'Ideation sprints',
        summary: 'Sharpen the research question and make sure it is worth answering.',
        activities: ['Frame the question with PICO', 'Rapid literature scan for novelty', 'Agree roles and authorship'],
        outcome: 'A one-page concept note',
      },
      {
        title: 'Protocol build',
        summary: 'Turn the idea into a protocol an ethics committee can approve.',
        activities: ['Study design and sample size', 'Variables and analysis plan', 'Consent and data-protection forms'],
        outcome: 'An IRB-ready protocol',
      },
      {
        title: 'Data readiness',
        summary: 'Set up collection so the data arrive clean and analysable.',
        activities: ['Case report form and data dictionary', 'Cleaning and validation scripts', 'Pilot on the first records'],
        outcome: 'A locked data dictionary and a clean pilot dataset',
      },
      {
        title: 'Manuscript momentum',
        summary: 'Start writing before the results are in, so submission follows quickly.',
        activities: ['Shell tables and figures', 'Draft methods section', 'Target journal shortlist'],
        outcome: 'A manuscript skeleton and a submission timeline',
      },
    ],
  },
  milestones: {
    eyebrow: 'Milestones',
    heading: 'Four milestones from idea to submission',
    description:
      'We track each workgroup against the same four checkpoints, so you always know what comes next.',
    items: [
      { title: 'Kickoff', text: 'Your team is formed, the question is agreed and everyone knows their role.' },
      { title: 'IRB green light', text: 'The protocol is submitted and approved by your ethics committee.' },
      { title: 'Data freeze', text: 'The dataset is cleaned, checked and locked before any analysis begins.' },
      {
        title: 'Submission',
        text: 'The manuscript goes to the target journal, with a plan for the reviewers’ replies.',
      },
    ],
  },
  join: {
    heading: 'Join the next cohort',
    description:
      'Say hello in the cohort chat to hear about the next start date, or ask for the info pack with fees, mentors and the weekly plan.',
  },
  meta: {
    description:
      'Four-week research cohorts for clinicians: ideation sprints, protocol build, data readiness and manuscript momentum, from kickoff to journal submission.',
  },
};
