import { apiPaths } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, publicKeys } from './keys';

/** DELETE /api/reviews/{id} (204). */
export function deleteReview(id: string): Promise<void> {
  return apiRequest<void>(apiPaths.review(id), { method: 'DELETE' });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reviews }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
        queryClient.invalidateQueries({ queryKey: publicKeys.reviews }),
      ]);
    },
  });
}
