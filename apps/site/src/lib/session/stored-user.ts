import type { User } from '@manara/contracts';
import { COUNTRY_CODES } from '@manara/contracts/constants/countries';
import { PLANS, ROLES } from '@manara/contracts/constants/plans';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../storage';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * The contract's User shape, checked by hand: every page reads the stored user at start-up, and
 * the zod schema would bring zod into the first script of every page.
 */
function isUser(value: Partial<Record<keyof User, unknown>>): value is User {
  return (
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    typeof value.createdAt === 'string' &&
    isOneOf(COUNTRY_CODES, value.country) &&
    isOneOf(PLANS, value.plan) &&
    isOneOf(ROLES, value.role)
  );
}

/**
 * The user remembered in the browser: one without an id or e-mail is removed, one that is corrupt
 * or not of the contract's shape is ignored.
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
  const candidate = parsed as Partial<Record<keyof User, unknown>>;
  if (!candidate.id || !candidate.email) {
    removeStorage(storageKeys.user);
    return null;
  }
  if (!isUser(candidate)) return null;
  const { id, name, email, country, plan, role, createdAt } = candidate;
  return { id, name, email, country, plan, role, createdAt };
}

export function storeUser(user: User): void {
  writeStorage(storageKeys.user, JSON.stringify(user));
}

export function clearStoredUser(): void {
  removeStorage(storageKeys.user);
}
