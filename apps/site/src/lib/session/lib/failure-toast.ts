import { MESSAGES, type ToastText } from '@manara/contracts';
import { ApiRequestError } from '../../api-client';

/**
 * A failure toast: the action's own title, and the server's own sentence when it sent one, else
 * the action's fallback message.
 */
export function failureToast(error: unknown, fallback: ToastText): ToastText {
  if (error instanceof ApiRequestError)
    return { title: fallback.title, message: error.serverMessage ?? fallback.message };
  if (error instanceof Error && error.message === MESSAGES.malformedJson) {
    return { title: fallback.title, message: error.message };
  }
  return fallback;
}
