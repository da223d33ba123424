import type { EnrollmentStatus, ServiceRequestStatus, User } from '@manara/contracts';

export interface SeedMember {
  name: string;
  email: string;
  country: User['country'];
  plan: User['plan'];
  /** Course titles from courses.ts, with status and progress. */
  enrollments: { course: string; status: EnrollmentStatus; progress: number }[];
  requests: { serviceTitle: string; details: string; status: ServiceRequestStatus }[];
}

/**
 * Demo members so the control panel has enrollments and service requests to manage. They cannot
 * sign in until an admin sets a password for them (their seeded one is random and never shown).
 */
export const members: SeedMember[] = [
  {
    name: 'Dr. Nadia Rahman',
    email: 'nadia.rahman@example.org',
    country: 'SA',
    plan: 'Pro',
    enrollments: [
      { course: 'Biostatistics Foundations for Clinicians', status: 'completed', progress: 100 },
      { course: 'Survival Analysis in R', status: 'in_progress', progress: 60 },
    ],
    requests: [
      {
        serviceTitle: 'Data Analysis',
        details: 'Cox model for a 900-patient heart failure cohort; need tables and a methods paragraph by month end.',
        status: 'in_progress',
      },
    ],
  },
  {
    name: 'Dr. Tarek Hassan',
    email: 'tarek.hassan@example.org',
    country: 'EG',
    plan: 'Starter',
    enrollments: [
      { course: 'Writing a Clinical Study Protocol', status: 'in_progress', progress: 40 },
      { course: 'Good Clinical Practice Essentials', status: 'completed', progress: 100 },
    ],
    requests: [
      {
        serviceTitle: 'Research Services',
        details: 'Ethics package for a prospective cohort on post-operative delirium in older adults.',
        status: 'in_review',
      },
    ],
  },
  {
    name: 'Grace Okafor',
    email: 'grace.okafor@example.org',
    country: 'UK',
    plan: 'Team',
    enrollments: [
      { course: 'Writing for Medical Journals', status: 'in_progress', progress: 20 },
      { course: 'Machine Learning for Clinical Prediction', status: 'cancelled', progress: 10 },
    ],
    requests: [
      {
        serviceTitle: 'Research Services',
        details: 'Response to reviewers for a nursing workforce survey paper; two reviewers, 23 comments.',
        status: 'completed',
      },
      {
        serviceTitle: 'Data Analysis',
        details: 'Multilevel model for patient satisfaction scores nested in 14 wards.',
        status: 'rejected',
      },
    ],
  },
  {
    name: 'Dr. Khalid Al-Mutairi',
    email: 'khalid.mutairi@example.org',
    country: 'AE',
    plan: 'Starter',
    enrollments: [{ course: 'AI Tools for Literature Review', status: 'in_progress', progress: 80 }],
    requests: [],
  },
];
