export const PLANS = ['Starter', 'Pro', 'Team', 'Enterprise'] as const;
export type Plan = (typeof PLANS)[number];
export const DEFAULT_PLAN: Plan = 'Starter';

export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'member';

/** Admin flag is true only when the role is admin (spec §6). */
export const isAdminRole = (role: unknown): boolean => role === 'admin';

/** Active project allowance per plan (spec §9); null means unlimited, Enterprise is agreed per contract. */
export const PLAN_ACTIVE_PROJECTS: Record<Plan, number | null> = {
  Starter: 2,
  Pro: 5,
  Team: null,
  Enterprise: null,
};
