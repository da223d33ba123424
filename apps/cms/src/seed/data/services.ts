import { SITE_PAGES } from '@manara/contracts';
import type { Service } from '../../payload-types';

export type SeedService = Pick<Service, 'title' | 'summary' | 'features' | 'route' | 'order'>;

/** The four services of the home page grid, each linking to its own page. */
export const services: SeedService[] = [
  {
    title: 'Data Analysis',
    summary:
      'Biostatisticians who work with clinical data every day: from a cleaned dataset to tables, figures and a results section you can submit.',
    features: [
      'Statistical analysis plans written before the data are opened',
      'Regression, survival and mixed models in R, Stata or SPSS',
      'Publication-ready tables and figures',
      'Annotated, reproducible code you keep',
    ],
    route: SITE_PAGES.dataAnalysis,
    order: 1,
  },
  {
    title: 'Research Services',
    summary:
      'Cohort workgroups and à-la-carte help across the eight phases of a study, from the first idea to the accepted manuscript.',
    features: [
      'Protocol and ethics (IRB) packages',
      'Four-week cohort workgroups with weekly milestones',
      'Manuscript editing and journal submission',
      'Responses to reviewers',
    ],
    route: SITE_PAGES.researchServices,
    order: 2,
  },
  {
    title: 'Courses',
    summary:
      'Short, practical online courses in biostatistics, trial methods, scientific writing and AI for research, with certificates.',
    features: [
      'Self-paced video lessons with real hospital datasets',
      'Four-module syllabus per course',
      'Certificate at 80 percent in assessments plus a submitted project',
      'Beginner to advanced levels',
    ],
    route: SITE_PAGES.courses,
    order: 3,
  },
  {
    title: 'AI Tools',
    summary:
      'Assistants that shortlist journals for your manuscript and draft the sections of a research paper for you to refine.',
    features: [
      'Journal selection by scope, impact and decision time',
      'Research writer for outlines, abstracts and methods',
      'Export drafts as Markdown',
      'Your data never leaves your browser',
    ],
    route: SITE_PAGES.journalSelection,
    order: 4,
  },
];
