import { AuthPage } from '../features/auth';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta('Sign in', 'Sign in to Manara Research or create an account with your email.');
  return <AuthPage />;
}
