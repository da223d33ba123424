import { FAILURE_TOASTS } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api-client';
import { failureToast } from './failure-toast';

describe('failure toasts', () => {
  it("shows the server's sentence under the failure's title", () => {
    const error = new ApiRequestError(401, 'Unauthorized', JSON.stringify({ error: 'Invalid email or password' }));
    expect(failureToast(error, FAILURE_TOASTS.signIn)).toEqual({
      title: 'Sign in failed',
      message: 'Invalid email or password',
    });
  });

  it('falls back to the product’s message when the server sent no sentence', () => {
    expect(failureToast(new ApiRequestError(502, 'Bad Gateway', '<html>'), FAILURE_TOASTS.signUp)).toEqual({
      title: 'Sign up failed',
      message: 'Unable to create account.',
    });
    expect(failureToast(new TypeError('Failed to fetch'), FAILURE_TOASTS.signIn)).toEqual({
      title: 'Sign in failed',
      message: 'Unable to sign in',
    });
  });

  it('keeps the malformed JSON sentence of the API client', () => {
    expect(failureToast(new Error('API returned malformed JSON'), FAILURE_TOASTS.courseSave).message).toBe(
      'API returned malformed JSON',
    );
  });
});
