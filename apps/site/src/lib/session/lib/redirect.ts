import { homeForRole } from '@manara/contracts/form-posts';
import { isAdminRole, type Role, type User } from '@manara/contracts';
import { paths } from '@/config/paths';

/**
 * What /auth remembers about the page that sent a visitor there: where they were and the
 * role that page needs. It travels in the router's location state.
 */
export interface AuthRedirectState {
  from?: string;
  requiredRole?: Role;
}

export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
}

/** Reads the remembered origin from location state, ignoring anything that is not ours. */
export function readAuthRedirectState(state: unknown): AuthRedirectState {
  if (!state || typeof state !== 'object') return {};
  const { from, requiredRole } = state as Record<string, unknown>;
  return {
    // Only same-site paths: never an absolute URL, never a protocol-relative one.
    ...(typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? { from } : {}),
    ...(requiredRole === 'admin' || requiredRole === 'member' ? { requiredRole } : {}),
  };
}

/** The home of a signed-in user: /admin for admins, /dashboard for everyone else. */
export function homeFor(user: Pick<User, 'role'>): string {
  return homeForRole(user.role);
}

/**
 * Where to go after sign-in or sign-up: back to the page first asked for, if any, else by
 * role. A non-admin who had asked for an /admin path goes to /dashboard.
 */
export function destinationAfterSignIn(user: Pick<User, 'role'>, state: AuthRedirectState = {}): string {
  const { from } = state;
  if (!from) return homeFor(user);
  const pathname = from.split(/[?#]/)[0] ?? from;
  if (pathname === paths.auth) return homeFor(user);
  if (isAdminPath(pathname) && !isAdminRole(user.role)) return paths.dashboard;
  return from;
}

export type GuardDecision =
  { kind: 'allow' } | { kind: 'checking' } | { kind: 'redirect'; to: string; state?: AuthRedirectState };

/**
 * The route guard's decision: while the session is checked it waits; unauthenticated goes to /auth
 * remembering the origin and the role; a non-admin on an admin route goes to /dashboard; any other
 * role mismatch goes to /.
 */
export function guardDecision(input: {
  status: 'checking' | 'ready';
  user: Pick<User, 'role'> | null;
  requiredRole?: Role;
  location: string;
  /** The visitor signed out themselves: /auth, with nothing to come back to. */
  signedOut?: boolean;
}): GuardDecision {
  const { status, user, requiredRole, location, signedOut = false } = input;
  if (!user) {
    if (status === 'checking') return { kind: 'checking' };
    if (signedOut) return { kind: 'redirect', to: paths.auth };
    return { kind: 'redirect', to: paths.auth, state: { from: location, ...(requiredRole ? { requiredRole } : {}) } };
  }
  if (status === 'checking') return { kind: 'checking' };
  if (!requiredRole || user.role === requiredRole) return { kind: 'allow' };
  if (requiredRole === 'admin') return { kind: 'redirect', to: paths.dashboard };
  return { kind: 'redirect', to: paths.home };
}
