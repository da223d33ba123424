import { Dashboard } from '../features/dashboard';
import { RequireSession } from '../features/session';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta('Dashboard', 'Your Manara Research workspace: projects, courses, notifications and plan.');
  return (
    <RequireSession>
      <Dashboard />
    </RequireSession>
  );
}
