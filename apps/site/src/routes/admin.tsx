import { AdminPanel } from '../features/admin';
import { RequireSession } from '../features/session';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta('Control panel', 'Manage courses, projects, reviews, users, enrollments and service requests.');
  return (
    <RequireSession requiredRole="admin">
      <AdminPanel />
    </RequireSession>
  );
}
