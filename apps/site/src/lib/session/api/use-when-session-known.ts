import type { User } from '@manara/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../session-context';

type ActionFor = (user: User | null) => void;

/**
 * Runs an action that depends on who the visitor is (a member's plan choice is recorded at once, a
 * visitor is asked for an address) with the user the server confirms. A browser that keeps no
 * stored user (a new device, cleared storage) shows a member as a visitor until `GET /api/auth/me`
 * answers: a press in that moment waits for the answer rather than treating the member as a visitor.
 */
export function useWhenSessionKnown(): (action: ActionFor) => void {
  const { user, status } = useSession();
  const waiting = useRef<ActionFor[]>([]);

  useEffect(() => {
    if (status !== 'ready') return;
    for (const action of waiting.current.splice(0)) action(user);
  }, [status, user]);

  return useCallback(
    (action: ActionFor) => {
      if (user || status === 'ready') action(user);
      else waiting.current.push(action);
    },
    [user, status],
  );
}
