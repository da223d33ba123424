import { NEWSLETTER_PAGES } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

// The server writes NEWSLETTER_PAGES into every newsletter e-mail; the site must route those links.
describe('newsletter pages', () => {
  it('are the paths the e-mails link to', () => {
    expect(paths.newsletterConfirm).toBe(NEWSLETTER_PAGES.confirm);
    expect(paths.newsletterUnsubscribe).toBe(NEWSLETTER_PAGES.unsubscribe);
  });
});
