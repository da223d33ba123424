import { AdminPanel } from '../features/admin';
import { RequireSession } from '../features/session';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = {
  clientOnly: true,
  meta: {
    title: 'Control panel',
    description: 'Manage courses, projects, reviews, users, enrollments and service requests.',
  },
};

export function Component() {
  return (
    <RequireSession requiredRole="admin">
      <AdminPanel />
    </RequireSession>
  );
}
