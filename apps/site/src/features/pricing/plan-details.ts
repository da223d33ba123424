import { PLAN_ACTIVE_PROJECTS, PLANS, type Plan, type PlanCopy } from '@manara/contracts';

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

/**
 * What each plan includes: every plan of the product, in its order, with the words an editor wrote
 * for it in /cms (keyed by plan) after its project allowance, which comes from contracts. A plan
 * the editor wrote nothing for still shows, with its allowance only.
 */
export function planDetails(copy: PlanCopy[]): PlanDetails[] {
  return PLANS.map((plan) => {
    const words = copy.find((entry) => entry.plan === plan);
    return { plan, tagline: words?.tagline ?? '', features: [projectsLine(plan), ...(words?.features ?? [])] };
  });
}
