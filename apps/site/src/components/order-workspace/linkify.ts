/** A run of a message's text: plain text, or an address to show as a link. */
export type TextPart = { text: string } | { text: string; href: string };

/** http(s) addresses, up to the first space or angle bracket. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
/** What usually ends a sentence around an address rather than the address itself. */
const TRAILING = /[.,;:!?'")\]]+$/;

/**
 * Splits plain text into text and links, for a message thread: only http and https addresses
 * become links (never `javascript:` or `data:`, however they are written), an address's closing
 * punctuation stays text (`see https://x.org.`), and parentheses around it are kept out unless the
 * address opened one itself (`https://en.wikipedia.org/wiki/Cox_(model)`). React renders each part
 * as text, so nothing in a message is ever HTML.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    let address = match[0];
    let trailing = TRAILING.exec(address)?.[0] ?? '';
    // Keep a closing parenthesis the address itself opened.
    while (
      trailing.startsWith(')') &&
      (address.match(/\(/g)?.length ?? 0) > (address.slice(0, -trailing.length).match(/\)/g)?.length ?? 0)
    ) {
      trailing = trailing.slice(1);
    }
    address = address.slice(0, address.length - trailing.length);
    const start = match.index ?? 0;
    let href: string | undefined;
    try {
      const url = new URL(address);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = undefined;
    }
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
