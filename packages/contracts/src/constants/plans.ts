export const PLANS = ['Starter', 'Pro', 'Team', 'Enterprise'] as const;
export type Plan = (typeof PLANS)[number];
export const DEFAULT_PLAN: Plan = 'Starter';

/** Members learn and order; editors change the site's content in /cms; admins do everything. */
export const ROLES = ['member', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'member';
export const ROLE_LABELS: Record<Role, string> = { member: 'Member', editor: 'Editor', admin: 'Admin' };

/** The plans and the roles as a select's options (the control panel, /cms). */
export const PLAN_OPTIONS = PLANS.map((plan) => ({ value: plan, label: plan }));
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Only the admin role opens the control panel; anything else, including no role, does not. */
export const isAdminRole = (role: unknown): boolean => role === 'admin';

/** Editors and admins change content in /cms (the CMS's own access rules say which). */
export const isContentRole = (role: unknown): boolean => role === 'admin' || role === 'editor';

/** Active project allowance per plan; null means unlimited, Enterprise is agreed per contract. */
export const PLAN_ACTIVE_PROJECTS: Record<Plan, number | null> = {
  Starter: 2,
  Pro: 5,
  Team: null,
  Enterprise: null,
};
