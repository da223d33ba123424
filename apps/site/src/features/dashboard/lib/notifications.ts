/** The product's two sample notifications: the dashboard shows them while a member has no news of their own. */
export const DASHBOARD_NOTIFICATIONS = [
  {
    id: 'analysis-plan',
    title: 'Statistical analysis plan ready for review',
    body: 'Your analyst shared a draft plan for your cohort study. Add comments before Thursday.',
    when: '2 hours ago',
  },
  {
    id: 'workgroup-session',
    title: 'Next workgroup session: Protocol build',
    body: 'Join the live session on Sunday at 19:00 GMT+3 to finalise your protocol outline.',
    when: 'Yesterday',
  },
] as const;
