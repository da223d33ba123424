import { ForgotPasswordPage } from '@/features/password-reset';
import { FIXED_PAGE_META } from '@/config/fixed-page-meta';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = { meta: FIXED_PAGE_META['forgot-password'], forms: ['forgot-password'] };

/** Where the sign-in form's "Forgot password?" leads: asks for a reset link by e-mail. */
export function Component() {
  return <ForgotPasswordPage />;
}
