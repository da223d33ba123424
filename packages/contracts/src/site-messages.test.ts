import { describe, expect, it } from 'vitest';
import { EMPTY_STATES } from './empty-states';
import { MESSAGES } from './messages';
import { SITE_MESSAGES } from './site-messages';

describe("the shell's sentences", () => {
  it('stay part of MESSAGES, word for word, for the server and the forms', () => {
    expect(MESSAGES).toMatchObject(SITE_MESSAGES);
    expect(MESSAGES.malformedJson).toBe('API returned malformed JSON');
    expect(MESSAGES.courseNotFound).toBe('Course not found');
    expect(EMPTY_STATES.courseNotFound.title).toBe(MESSAGES.courseNotFound);
  });
});
