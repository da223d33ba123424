import { AuthPage } from '../features/auth';
import type { RouteHandle } from '../lib/page-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Sign in',
    description: 'Sign in to Manara Research or create an account with your email.',
  },
};

export function Component() {
  return <AuthPage />;
}
