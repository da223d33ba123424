import { FIXED_PAGE_META } from '@/config/fixed-page-meta';
import { StartProjectPage } from '@/features/orders';
import type { RouteHandle } from '@/lib/page-meta';
import { RequireSession, useSession } from '@/lib/session';

export const handle: RouteHandle = {
  clientOnly: true,
  meta: FIXED_PAGE_META['start-project'],
};

function StartProject() {
  const { user } = useSession();
  return user ? <StartProjectPage userId={user.id} /> : null;
}

export function Component() {
  return (
    <RequireSession>
      <StartProject />
    </RequireSession>
  );
}
