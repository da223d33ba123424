import { ResetPasswordPage } from '@/features/password-reset';
import { FIXED_PAGE_META } from '@/config/fixed-page-meta';
import { byTokenPresence, type RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: FIXED_PAGE_META['reset-password'],
  searchVariant: byTokenPresence,
  forms: ['reset-password'],
};

/** The link of the reset e-mail, which sets the new password: /reset-password?token=… */
export function Component() {
  return <ResetPasswordPage />;
}
