import { MESSAGES, type ToastText } from '@manara/contracts';
import { ApiRequestError } from '../../api-client';

/**
 * A failure toast (spec §8): the spec's title, and the server's own sentence when it sent one,
 * else the spec's fallback message.
 */
export function failureToast(error: unknown, fallback: ToastText): ToastText {
  if (error instanceof ApiRequestError)
    return { title: fallback.title, message: error.serverMessage ?? fallback.message };
  if (error instanceof Error && error.message === MESSAGES.malformedJson) {
    return { title: fallback.title, message: error.message };
  }
  return fallback;
}
