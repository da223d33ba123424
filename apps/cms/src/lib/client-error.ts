import { APIError } from 'payload';

/** The name Payload's `loggingLevels` (payload.config.ts) knows a client's refusal by. */
export const CLIENT_ERROR = 'ClientError';

/**
 * A request Payload refuses for the client's own doing (a file too large or of the wrong kind, a
 * locked sign-in, a course that has certificates, a reset link past its hour): answered with its
 * status and sentence, and logged as information, so that the server's `error` lines stay worth
 * waking someone for.
 */
export class ClientError extends APIError {
  constructor(message: string, status: 403 | 409 | 413 | 415 | 429) {
    super(message, status, undefined, true);
    // Set here rather than read from the class, whose name a compiled build may shorten.
    this.name = CLIENT_ERROR;
  }
}
