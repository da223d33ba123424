import { Dashboard } from '../features/dashboard';
import { RequireSession } from '../lib/session';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = {
  clientOnly: true,
  meta: {
    title: 'Dashboard',
    description: 'Your Manara Research workspace: projects, courses, notifications and plan.',
  },
};

export function Component() {
  return (
    <RequireSession>
      <Dashboard />
    </RequireSession>
  );
}
