import { PLAN_ACTIVE_PROJECTS, PLANS, type Plan } from '@manara/contracts';

function projectsLine(plan: Plan): string {
  const allowance = PLAN_ACTIVE_PROJECTS[plan];
  if (plan === 'Enterprise') return 'Active projects agreed per contract';
  if (allowance === null) return 'Unlimited active projects';
  return `${allowance === 2 ? 'Two' : allowance === 5 ? 'Five' : allowance} active projects`;
}

export interface PlanDetails {
  plan: Plan;
  tagline: string;
  features: string[];
}

const extras: Record<Plan, { tagline: string; features: string[] }> = {
  Starter: {
    tagline: 'For individual researchers and students starting a first study.',
    features: ['Statistical analysis plan review', 'E-mail support within 2 business days', 'Course library discounts'],
  },
  Pro: {
    tagline: 'For clinicians running several studies at once.',
    features: [
      'Dedicated biostatistician',
      'Manuscript and reviewer-response help',
      'Priority support within 1 business day',
    ],
  },
  Team: {
    tagline: 'For departments and research groups.',
    features: ['Shared workspace for the whole group', 'Workgroup cohort seats', 'Quarterly research planning call'],
  },
  Enterprise: {
    tagline: 'For hospitals, universities and research networks.',
    features: ['Custom service agreement', 'Data-protection review and on-site training', 'Named account manager'],
  },
};

/** What each plan includes; the project allowances come from contracts. */
export const PLAN_DETAILS: PlanDetails[] = PLANS.map((plan) => ({
  plan,
  tagline: extras[plan].tagline,
  features: [projectsLine(plan), ...extras[plan].features],
}));
