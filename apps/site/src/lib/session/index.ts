export { SessionProvider, useSession, type SessionStatus, type SessionValue } from './session-context';
export { clearStoredUser, readStoredUser, storeUser } from './stored-user';
export { signIn, useSignIn } from './api/sign-in';
export { useSignedIn } from './api/use-signed-in';
export { useWhenSessionKnown } from './api/use-when-session-known';
export { signUp, useSignUp } from './api/sign-up';
export { signOut, useSignOut } from './api/sign-out';
export { RequireSession } from './components/require-session';
export { CheckingSession } from './components/checking-session';
export {
  destinationAfterSignIn,
  guardDecision,
  homeFor,
  isAdminPath,
  readAuthRedirectState,
  type AuthRedirectState,
} from './lib/redirect';
export { failureToast } from './lib/failure-toast';
