import type { ProjectInput } from '@manara/contracts';

export type SeedProject = Omit<ProjectInput, 'service' | 'published'> & {
  service: NonNullable<ProjectInput['service']>;
  published: boolean;
};

/**
 * Portfolio case studies. `service` is the portfolio's service filter the project appears under;
 * `domain` is the discipline filter.
 */
export const projects: SeedProject[] = [
  {
    title: 'Predicting 30-day readmission after heart failure admission',
    domain: 'Cardiology',
    year: 2024,
    summary:
      'Developed and internally validated a readmission risk score on 6,200 admissions across three hospitals; the model now flags high-risk patients for early follow-up clinics.',
    tags: ['Prediction model', 'Logistic regression', 'TRIPOD'],
    service: 'Data Analysis',
    published: true,
  },
  {
    title: 'Survival outcomes in early-onset colorectal cancer',
    domain: 'Oncology',
    year: 2023,
    summary:
      'Registry analysis of 1,480 patients with Kaplan-Meier and Cox models, adjusting for stage and treatment; published with a reproducible R pipeline.',
    tags: ['Survival analysis', 'Cox regression', 'Registry data'],
    service: 'Data Analysis',
    published: true,
  },
  {
    title: 'Gestational diabetes screening audit',
    domain: 'Obstetrics',
    year: 2021,
    summary:
      'Audited screening uptake and outcomes for 3,900 pregnancies, with multiple imputation for missing glucose results and a report for the quality committee.',
    tags: ['Audit', 'Multiple imputation', 'Quality improvement'],
    service: 'Data Analysis',
    published: true,
  },
  {
    title: 'Protocol and ethics package for a paediatric asthma trial',
    domain: 'Paediatrics',
    year: 2025,
    summary:
      'Wrote the protocol, consent forms and statistical analysis plan for a two-arm pragmatic trial; ethics approval came on first submission.',
    tags: ['Protocol', 'IRB', 'Randomised trial'],
    service: 'Research Services',
    published: true,
  },
  {
    title: 'Systematic review of tele-rehabilitation after stroke',
    domain: 'Neurology',
    year: 2022,
    summary:
      'PRISMA 2020 review of 41 trials with random-effects meta-analysis and GRADE certainty ratings, from registration to acceptance in eleven months.',
    tags: ['Systematic review', 'Meta-analysis', 'PRISMA'],
    service: 'Research Services',
    published: true,
  },
  {
    title: 'Resident research workgroup: antimicrobial stewardship',
    domain: 'Infectious Diseases',
    year: 2024,
    summary:
      'Guided a cohort of eight residents through a four-week workgroup to an interrupted time-series study of antibiotic prescribing, now under review.',
    tags: ['Workgroup', 'Interrupted time series', 'Stewardship'],
    service: 'Research Services',
    published: true,
  },
  {
    title: 'Journal shortlisting for a multicentre ICU cohort',
    domain: 'Critical Care',
    year: 2025,
    summary:
      'Matched a sepsis cohort manuscript to journals by scope, impact and decision time; the first-choice journal accepted it after one round of review.',
    tags: ['Journal selection', 'AI tools', 'Submission strategy'],
    service: 'AI Tools',
    published: true,
  },
  {
    title: 'AI-assisted screening for a diabetic retinopathy review',
    domain: 'Ophthalmology',
    year: 2023,
    summary:
      'Screened 5,600 abstracts with an AI-assisted workflow and dual human verification, cutting screening time by 60 percent without missed inclusions.',
    tags: ['Screening', 'AI tools', 'Evidence synthesis'],
    service: 'AI Tools',
    published: true,
  },
  {
    title: 'Drafting support for a dental public health manuscript',
    domain: 'Dentistry',
    year: 2022,
    summary:
      'Used the research writer to structure a school fluoride-varnish study into IMRaD, then edited it with the authors to submission quality in three weeks.',
    tags: ['Research writer', 'Manuscript', 'Public health'],
    service: 'AI Tools',
    published: true,
  },
  {
    title: 'Kidney transplant outcomes dashboard (in progress)',
    domain: 'Nephrology',
    year: 2025,
    summary:
      'A live outcomes dashboard for a transplant programme, to be published once the first annual report is signed off.',
    tags: ['Dashboard', 'Registry data'],
    service: 'Data Analysis',
    published: false,
  },
];
