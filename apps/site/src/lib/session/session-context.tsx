import type { Session, User } from '@manara/contracts';
import { isAdminRole } from '@manara/contracts/constants/plans';
import { apiRoutes } from '@manara/contracts/routes';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { ApiRequestError, apiRequest, onUnauthorized } from '../api-client';
import { useHydrated } from '../hydration';
import { UnauthorizedRedirect } from './components/unauthorized-redirect';
import { clearStoredUser, readStoredUser, storeUser } from './stored-user';

export type SessionStatus = 'checking' | 'ready';

export interface SessionValue {
  user: User | null;
  /** 'checking' until the server has confirmed (or refused) the stored user. */
  status: SessionStatus;
  isAdmin: boolean;
  /** Records a user the server has just returned (sign-in, sign-up), or clears it. */
  setUser: (user: User | null) => void;
  /** True once the visitor signed out themselves: /auth then does not offer to bring them back. */
  signedOut: boolean;
  /** Clears the stored user after a deliberate sign-out. */
  endSession: () => void;
  /** Once /auth is shown after a sign-out, later guarded visits remember their origin again. */
  acknowledgeSignOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The session: the user kept in browser storage, confirmed by the server's
 * `GET /api/auth/me` (the user, or `null` without a session), because the HTTP-only cookie is the
 * real authority.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // A server-rendered page shows the guest (the server cannot read storage) and so does the render
  // that hydrates it; the stored user follows at once. Until the first change it is the stored one.
  const hydrated = useHydrated();
  const storedUser = useMemo(() => (hydrated ? readStoredUser() : null), [hydrated]);
  const [changedUser, setUserState] = useState<User | null | undefined>(undefined);
  const user = changedUser === undefined ? storedUser : changedUser;
  const [status, setStatus] = useState<SessionStatus>('checking');
  const [signedOut, setSignedOut] = useState(false);

  const setUser = useCallback((next: User | null) => {
    if (next) storeUser(next);
    else clearStoredUser();
    setUserState(next);
    setSignedOut(false);
  }, []);

  const endSession = useCallback(() => {
    clearStoredUser();
    setUserState(null);
    setSignedOut(true);
  }, []);

  const acknowledgeSignOut = useCallback(() => setSignedOut(false), []);

  useEffect(() => {
    const controller = new AbortController();
    // The server answers `{ user: null }` for a visitor without a session (no 401 in the console);
    // that answer (or a 401) signs the client out, while a network hiccup or a 503 keeps the stored user.
    apiRequest<Session>(apiRoutes.me.href(), { signal: controller.signal, expectUnauthorized: true })
      .then(({ user: confirmed }) => setUser(confirmed))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 401) setUser(null);
      })
      .finally(() => {
        if (!controller.signal.aborted) setStatus('ready');
      });
    return () => controller.abort();
  }, [setUser]);

  // A 401 from any later call means the server no longer knows this visitor: sign the client out.
  useEffect(() => onUnauthorized(() => setUser(null)), [setUser]);
  const inRouter = useInRouterContext();

  const value = useMemo<SessionValue>(
    () => ({ user, status, isAdmin: isAdminRole(user?.role), setUser, signedOut, endSession, acknowledgeSignOut }),
    [user, status, setUser, signedOut, endSession, acknowledgeSignOut],
  );
  return (
    <SessionContext.Provider value={value}>
      {inRouter ? <UnauthorizedRedirect /> : null}
      {children}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
