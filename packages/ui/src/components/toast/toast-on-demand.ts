import type * as ToastModule from './toast';
import type { ToastMessage, ToastShowOptions } from './toast';

type ToastSystem = typeof ToastModule;

let loaded: ToastSystem | undefined;
let waiting: ((system: ToastSystem) => void)[] | undefined;

/**
 * Runs `call` with the toast system (react-toastify and the toast's parts), importing it the first
 * time: the pages that can show a toast then carry none of it while they start, only this. Once it
 * has loaded, calls run at once; calls made before wait for it, in the order they were made.
 */
function withToasts(call: (system: ToastSystem) => void): void {
  if (loaded) return call(loaded);
  if (!waiting) {
    waiting = [];
    void import('./toast').then(
      (system) => {
        loaded = system;
        const calls = waiting ?? [];
        waiting = undefined;
        for (const waitingCall of calls) waitingCall(system);
      },
      (error: unknown) => {
        // A chunk that did not load (offline, a new release): the next toast asks again.
        waiting = undefined;
        throw error;
      },
    );
  }
  waiting.push(call);
}

/**
 * The one toast API of the product. Success and info are polite (`role="status"`); errors
 * interrupt (`role="alert"`). A toast may carry one action (Undo), a button inside it: F8 reaches it
 * from the keyboard, and hovering or focusing the toast holds its timer. A toast shown before the
 * viewport has mounted waits in the toast system's queue and shows as it mounts.
 */
export const toast = {
  success: (text: ToastMessage, options?: ToastShowOptions) =>
    withToasts(({ toastNow }) => toastNow.success(text, options)),
  error: (text: ToastMessage, options?: ToastShowOptions) =>
    withToasts(({ toastNow }) => toastNow.error(text, options)),
  info: (text: ToastMessage, options?: ToastShowOptions) => withToasts(({ toastNow }) => toastNow.info(text, options)),
  dismiss: (id?: string | number) => withToasts(({ toastNow }) => toastNow.dismiss(id)),
};
