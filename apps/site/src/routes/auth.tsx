import { AuthPage } from '@/features/auth';
import { FIXED_PAGE_META } from '@/config/fixed-page-meta';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = { meta: FIXED_PAGE_META.auth, forms: ['sign-in', 'sign-up'] };

export function Component() {
  return <AuthPage />;
}
