import { userSchema, type User } from '@manara/contracts';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage';

/**
 * The stored user (spec §4): one missing id or email is discarded, a corrupt one is ignored.
 * Unknown or missing optional fields fall back to the contract's shape where possible.
 */
export function readStoredUser(): User | null {
  const raw = readStorage(storageKeys.user);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const candidate = parsed as Partial<User>;
  if (!candidate.id || !candidate.email) {
    removeStorage(storageKeys.user);
    return null;
  }
  const result = userSchema.safeParse(candidate);
  return result.success ? result.data : null;
}

export function storeUser(user: User): void {
  writeStorage(storageKeys.user, JSON.stringify(user));
}

export function clearStoredUser(): void {
  removeStorage(storageKeys.user);
}
