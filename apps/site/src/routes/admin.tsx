import { adminPageMeta, AdminPanel, PANEL_TITLE } from '@/features/admin';
import { RequireSession } from '@/lib/session';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  clientOnly: true,
  // The control panel is an application: its own bar and sidebar, no marketing footer.
  appTitle: PANEL_TITLE,
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
