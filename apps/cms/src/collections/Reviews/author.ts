import { REVIEW_AUTHOR_FIELDS, type ReviewAuthorField } from '@manara/contracts';
import type { Review, User } from '../../payload-types';

/**
 * What a review records of its author (the account, and REVIEW_AUTHOR_FIELDS copied from it),
 * always taken from the signed-in account (never the body), whether the review came through /api,
 * through Payload's REST or from the seed.
 */
export function reviewAuthor(user: Pick<User, 'id' | ReviewAuthorField>): Pick<Review, 'user' | ReviewAuthorField> {
  const copied = Object.fromEntries(REVIEW_AUTHOR_FIELDS.map((field) => [field, user[field]]));
  return { user: user.id, ...(copied as Pick<User, ReviewAuthorField>) };
}
