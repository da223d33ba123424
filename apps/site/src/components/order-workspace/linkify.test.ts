import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('leaves text without addresses as it is', () => {
    expect(linkify('Can you send the codebook?')).toEqual([{ text: 'Can you send the codebook?' }]);
    expect(linkify('')).toEqual([]);
  });

  it('turns http and https addresses into links, keeping the sentence around them', () => {
    expect(linkify('See https://example.org/codebook and http://osf.io/abc.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.org/codebook', href: 'https://example.org/codebook' },
      { text: ' and ' },
      { text: 'http://osf.io/abc', href: 'http://osf.io/abc' },
      { text: '.' },
    ]);
  });

  it('keeps a parenthesis the address opened, and drops one around it', () => {
    expect(linkify('(https://en.wikipedia.org/wiki/Cox_(model))')).toEqual([
      { text: '(' },
      { text: 'https://en.wikipedia.org/wiki/Cox_(model)', href: 'https://en.wikipedia.org/wiki/Cox_(model)' },
      { text: ')' },
    ]);
  });

  it('never links another scheme, and keeps markup as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'JaVaScRiPt://%0aalert(1)',
      '<a href="x">x</a>',
    ]) {
      expect(linkify(text).every((part) => !('href' in part))).toBe(true);
      expect(
        linkify(text)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
    }
    expect(linkify('https://x.org/<script>')).toEqual([
      { text: 'https://x.org/', href: 'https://x.org/' },
      { text: '<script>' },
    ]);
  });
});
