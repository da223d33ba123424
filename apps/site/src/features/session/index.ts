export { SessionProvider, useSession, type SessionStatus, type SessionValue } from './session-context';
export { clearStoredUser, readStoredUser, storeUser } from './stored-user';
