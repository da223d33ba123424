import type { User } from '@manara/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { mergeBrowserProgress } from '../../course-progress';
import { useSession } from '../session-context';

/**
 * What every sign-in and sign-up does with the server's user: records it, carries the progress a
 * visitor made in this browser into the account (once), and drops the member's cached personal
 * data so the next page reads the merged values. The auth form waits for it before navigating.
 */
export function useSignedIn() {
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ user }: { user: User }) => {
      setUser(user);
      const merged = await mergeBrowserProgress();
      if (merged.length > 0) await queryClient.invalidateQueries({ queryKey: ['me', user.id] });
    },
    [setUser, queryClient],
  );
}
