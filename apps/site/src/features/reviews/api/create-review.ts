import { apiRoutes, type AdminReview, type ReviewSubmission, type User } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewsQueryKey } from '../../../lib/queries/get-reviews';

/** A review submission: the author's data travels with it, but the server trusts only the session. */
export interface CreateReviewPayload extends ReviewSubmission {
  userId: string;
  name: string;
  email: string;
  country: User['country'];
  plan: User['plan'];
  role: User['role'];
}

export function buildReviewPayload(user: User, submission: ReviewSubmission): CreateReviewPayload {
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    service: submission.service,
    rating: submission.rating,
    quote: submission.quote,
    country: user.country,
    plan: user.plan,
    role: user.role,
  };
}

/** `POST /api/reviews`: the review is stored as pending until an admin approves it. */
export function createReview(payload: CreateReviewPayload): Promise<AdminReview> {
  return apiRequest<AdminReview>(apiRoutes.reviews.href(), { method: 'POST', body: payload });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // A pending review is not listed, but an admin may have approved others meanwhile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
