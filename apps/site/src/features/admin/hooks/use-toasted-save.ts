import type { ToastText } from '@manara/contracts';
import { toast } from '@manara/ui';
import { useCallback } from 'react';
import { failureToast } from '@/lib/session';
import { useFocusLater } from './use-focus-later';

/**
 * A save that says how it went in a toast: its success, or the failure's own message. The button
 * that started it was disabled while saving, which takes focus from it: `returnTo` gives it back.
 */
export function useToastedSave() {
  const focusLater = useFocusLater();
  return useCallback(
    async (
      run: () => Promise<unknown>,
      toasts: { success: ToastText; failed: ToastText },
      returnTo: () => HTMLElement | null | undefined,
    ) => {
      try {
        await run();
        toast.success(toasts.success);
      } catch (failure) {
        toast.error(failureToast(failure, toasts.failed));
      }
      focusLater(returnTo);
    },
    [focusLater],
  );
}
