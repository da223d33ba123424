import type { Role } from '@manara/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guardDecision } from '../lib/redirect';
import { useSession } from '../session-context';
import { CheckingSession } from './checking-session';

/**
 * The route guard around /dashboard and /admin: "Checking session" while the server
 * confirms the stored user, then /auth (remembering origin and role), /dashboard or / as needed.
 */
export function RequireSession({ requiredRole, children }: { requiredRole?: Role; children: ReactNode }) {
  const { user, status, signedOut } = useSession();
  const location = useLocation();
  const decision = guardDecision({
    status,
    user,
    signedOut,
    ...(requiredRole ? { requiredRole } : {}),
    location: `${location.pathname}${location.search}${location.hash}`,
  });
  if (decision.kind === 'checking') return <CheckingSession />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={decision.state} />;
  return children;
}
