import { pageSchemas, type PageContent, type PageSlug } from '@manara/contracts';
import { PAGE_SEEDS } from '../../seed/data/pages';
import { toImage } from './image';

/** A populated upload (a media document): it has a file name and variants. */
const isMedia = (value: object): boolean => 'filename' in value && 'mimeType' in value;

/**
 * A global's fields as the contract sends them: empty optional fields and groups left out,
 * pictures as `Image`s. Payload's own keys (id, _status, globalType, dates) are dropped by the
 * page's schema, which keeps only the fields it names.
 */
function plain(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object') return value;
  if (isMedia(value)) return toImage(value);
  const entries = Object.entries(value)
    .map(([key, field]) => [key, plain(field)] as const)
    .filter(([, field]) => field !== undefined);
  // An all-empty group (search fields never filled in) is left out like an empty field.
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * The page as /api sends it. A global that was never published (a database the seed has not
 * reached, or an editor's unpublish) reads as the built-in copy, the seed's, so the page never
 * shows holes; so does one that no longer fits the contract, which is logged.
 */
export function toPage<S extends PageSlug>(slug: S, doc: unknown, warn: (message: string) => void): PageContent[S] {
  const fallback = PAGE_SEEDS[slug] as unknown as PageContent[S];
  if (!doc || typeof doc !== 'object' || !('hero' in doc) || !doc.hero) return fallback;
  const parsed = pageSchemas[slug].safeParse(plain(doc));
  if (parsed.success) return parsed.data as PageContent[S];
  warn(`The ${slug} page does not fit its contract; sending the built-in copy: ${parsed.error.message}`);
  return fallback;
}
