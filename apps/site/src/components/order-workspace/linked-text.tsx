import { Link } from '@manara/ui';
import { linkify } from './linkify';

/**
 * A message's plain text with its http(s) addresses as links that open in a new tab without giving
 * the page access to ours (`noopener noreferrer`) nor passing on ranking (`nofollow`). Everything
 * else is text: nothing in a message is ever HTML.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        'href' in part ? (
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
