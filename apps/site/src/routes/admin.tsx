import { adminPageMeta, AdminPanel } from '../features/admin';
import { RequireSession } from '../lib/session';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = {
  clientOnly: true,
  // One route for /admin/*: the section below it names the page.
  meta: ({ params }) => adminPageMeta(params['*']),
};

export function Component() {
  return (
    <RequireSession requiredRole="admin">
      <AdminPanel />
    </RequireSession>
  );
}
