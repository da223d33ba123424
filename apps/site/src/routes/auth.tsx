import { AuthPage } from '../features/auth';
import { PAGE_META } from '../config/page-meta';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = { meta: PAGE_META.auth };

export function Component() {
  return <AuthPage />;
}
