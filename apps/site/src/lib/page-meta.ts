import type { PostedForm } from '@manara/contracts/form-posts';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

export const SITE_NAME = 'Manara Research';

/** What a page says about itself to browsers, crawlers and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** The link-preview picture's address (site-relative or absolute), when the page has one. */
  image?: string;
}

export interface PageMetaArgs {
  params: Params;
  /** The page's data is in here by the time its meta is read (the route loader primed it). */
  queryClient: QueryClient;
}

/** A route's meta: fixed, or read from its data (a course's title and summary). */
export type RouteMeta = PageMeta | ((args: PageMetaArgs) => PageMeta);

/**
 * A route module's `handle`: the one source of its meta (the server writes it into the head, the
 * client applies it on navigation), and how the server treats the page.
 */
export interface RouteHandle {
  meta?: RouteMeta;
  /** Private pages (dashboard, admin): the server sends the shell and the browser renders them. */
  clientOnly?: boolean;
  /** The page reads its query string (filters), so the rendered HTML depends on it. */
  readsSearch?: boolean;
  /**
   * The page's HTML depends on its query string only through this: addresses with the same variant
   * share one kept page (a personal link's token is not worth a page of its own).
   */
  searchVariant?: (search: URLSearchParams) => string;
  /** The forms the page holds that post to it without scripts (docs/decisions/023). */
  forms?: readonly PostedForm[];
  /**
   * An application inside the site (the control panel): its name heads a compact bar, with the
   * site's navigation in the menu, and no footer under its work area.
   */
  appTitle?: string;
}

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX = 155;

/** `text` cut to `max` characters at a word boundary, with an ellipsis when something was cut. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * The meta of a page showing one document (a course, later a page): the SEO fields an editor set,
 * else its title and its summary shortened, else `fallback`.
 */
export function documentMeta(
  doc: { title: string; summary?: string; image?: { url: string }; meta?: { title?: string; description?: string } },
  fallback: string,
): PageMeta {
  return {
    title: doc.meta?.title ?? doc.title,
    description: doc.meta?.description ?? (doc.summary ? shorten(doc.summary) : fallback),
    // The document's own picture is its link preview too.
    ...(doc.image ? { image: doc.image.url } : {}),
  };
}

export function resolveMeta(meta: RouteMeta, args: PageMetaArgs): PageMeta {
  return typeof meta === 'function' ? meta(args) : meta;
}

export function documentTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags of a page, for the server's HTML; `url` is the page's absolute canonical address. */
export function pageMetaTags(meta: PageMeta, url: string): string {
  const title = escapeHtml(documentTitle(meta.title));
  const description = escapeHtml(meta.description);
  const href = escapeHtml(url);
  // Link previews need an absolute address: the image's own, or on the page's origin.
  const image = meta.image ? escapeHtml(new URL(meta.image, url).href) : undefined;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${href}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${href}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    ...(image ? [`<meta property="og:image" content="${image}" />`] : []),
  ].join('\n    ');
}

/**
 * The variant of a page an e-mail links to with a personal token (`?token=…`): whether there is one.
 * The server renders the page with or without a token as the browser will, so nothing changes once
 * the page is live, and every link with a token shares one kept page.
 */
export const byTokenPresence = (search: URLSearchParams): string => (search.get('token') ? 'token' : 'no token');
