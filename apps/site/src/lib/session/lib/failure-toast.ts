import type { ToastText } from '@manara/contracts/messages';
import { SITE_MESSAGES } from '@manara/contracts/site-messages';
import { ApiRequestError } from '../../api-client';

/**
 * A failure toast: the action's own title, and the server's own sentence when it sent one, else
 * the action's fallback message.
 */
export function failureToast(error: unknown, fallback: ToastText): ToastText {
  if (error instanceof ApiRequestError)
    return { title: fallback.title, message: error.serverMessage ?? fallback.message };
  if (error instanceof Error && error.message === SITE_MESSAGES.malformedJson) {
    return { title: fallback.title, message: error.message };
  }
  return fallback;
}
