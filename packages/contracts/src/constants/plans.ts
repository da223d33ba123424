export const PLANS = ['Starter', 'Pro', 'Team', 'Enterprise'] as const;
export type Plan = (typeof PLANS)[number];
export const DEFAULT_PLAN: Plan = 'Starter';

export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'member';

/** Only the admin role opens the control panel and the CMS; anything else, including no role, does not. */
export const isAdminRole = (role: unknown): boolean => role === 'admin';

/** Active project allowance per plan; null means unlimited, Enterprise is agreed per contract. */
export const PLAN_ACTIVE_PROJECTS: Record<Plan, number | null> = {
  Starter: 2,
  Pro: 5,
  Team: null,
  Enterprise: null,
};
