import { Dashboard } from '@/features/dashboard';
import { RequireSession } from '@/lib/session';
import { FIXED_PAGE_META } from '@/config/fixed-page-meta';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  clientOnly: true,
  meta: FIXED_PAGE_META.dashboard,
};

export function Component() {
  return (
    <RequireSession>
      <Dashboard />
    </RequireSession>
  );
}
