import { documentTitle, type PageMeta } from './page-meta';

/*
 * Writing a page's meta into the head after a client-side navigation, apart from lib/page-meta.ts:
 * the first page's head comes from the server, so this module loads with the first navigation
 * (or a private page, which the server sends without a head), not with every page.
 */

function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

const metaElement = (key: 'name' | 'property', value: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(key, value);
  return element;
};

/**
 * Applies a page's meta after a client-side navigation. The canonical origin is the one the server
 * wrote (SITE_URL), else this page's own.
 */
export function applyPageMeta(meta: PageMeta, pathname: string): void {
  const title = documentTitle(meta.title);
  document.title = title;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const origin = canonical?.href ? new URL(canonical.href).origin : window.location.origin;
  const url = `${origin}${pathname}`;
  setHeadTag('meta[name="description"]', metaElement('name', 'description'), 'content', meta.description);
  setHeadTag(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    'href',
    url,
  );
  setHeadTag('meta[property="og:title"]', metaElement('property', 'og:title'), 'content', title);
  setHeadTag('meta[property="og:description"]', metaElement('property', 'og:description'), 'content', meta.description);
  setHeadTag('meta[property="og:url"]', metaElement('property', 'og:url'), 'content', url);
  const image = document.head.querySelector('meta[property="og:image"]');
  if (meta.image)
    setHeadTag(
      'meta[property="og:image"]',
      metaElement('property', 'og:image'),
      'content',
      new URL(meta.image, url).href,
    );
  else image?.remove();
}
