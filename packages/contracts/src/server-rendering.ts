/**
 * What the site's server entry (apps/site/src/entry-server.tsx) offers the server that renders the
 * public pages (apps/cms/src/server/ssr.ts). The two apps never import each other; both take the
 * shape from here, so a change to one that the other does not follow fails the type check.
 */

import type { FormOutcome, PostedForm } from './form-posts';

/** Answers the site's `/api/...` reads (on the server: no cookies, public data only). */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface PageRequest {
  /** The path and query string asked for, e.g. `/courses?category=Statistics`. */
  url: string;
  /** The public origin for canonical links: SITE_URL, else the request's own. */
  origin: string;
  apiFetch: ApiFetch;
  /** A plain HTML form posted to this page (docs/decisions/023), to carry out and answer. */
  submission?: FormSubmission;
}

/** What the server did with a posted form: the page to show with its outcome, or where to go. */
export type FormAction =
  { kind: 'render'; status: number; outcome: FormOutcome } | { kind: 'redirect'; location: string };

export interface FormSubmission {
  form: PostedForm;
  /**
   * Carries the form out (stores, signs in, sends mail). Called only once the page is known to hold
   * this form, so a post to any other page changes nothing.
   */
  act: () => Promise<FormAction>;
}

export interface RenderedPage {
  /** The page's markup, for inside `<div id="root">`. */
  html: string;
  /** Emotion's critical CSS (theme custom properties included) as `<style>` tags for the head. */
  styles: string;
}

export type PreparedPage =
  /** A client-rendered page (dashboard, admin): send the shell. */
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  /** A form was posted to a page that does not hold it: nothing was done. */
  | { kind: 'no-form' }
  | {
      kind: 'page';
      status: number;
      /** Title, description, canonical and Open Graph tags. */
      head: string;
      /** The query and router state as a JSON data block, for after the root element. */
      state: () => string;
      /** The route modules the page uses (their files in src/routes/), for the browser to preload. */
      modules: string[];
      /**
       * Names the markup `render` produces: the address (with its query string where the page
       * reads it) and a digest of the data. Null when the page must not be reused (an error, a 404).
       */
      cacheKey: string | null;
      render: () => Promise<RenderedPage>;
    };

/** The module the site's server build exports. */
export interface SiteEntry {
  preparePage(request: PageRequest): Promise<PreparedPage>;
}

/**
 * The id of the inert `<template>` in which the server lists the modules a page runs; the site's
 * entry moves them into the head after the first paint.
 */
export const PRELOADS_TEMPLATE_ID = 'manara-preloads';
