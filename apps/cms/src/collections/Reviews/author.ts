import type { User } from '../../payload-types';

/**
 * What a review records of its author, always taken from the signed-in account (never the body),
 * whether the review came through /api or through Payload's REST.
 */
export function reviewAuthor(user: Pick<User, 'id' | 'name' | 'email' | 'country' | 'plan' | 'role'>) {
  return {
    user: user.id,
    name: user.name,
    email: user.email,
    country: user.country,
    plan: user.plan,
    role: user.role,
  };
}
