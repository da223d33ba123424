import { Dashboard } from '../features/dashboard';
import { RequireSession } from '../lib/session';
import { PAGE_META } from '../config/page-meta';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = {
  clientOnly: true,
  meta: PAGE_META.dashboard,
};

export function Component() {
  return (
    <RequireSession>
      <Dashboard />
    </RequireSession>
  );
}
