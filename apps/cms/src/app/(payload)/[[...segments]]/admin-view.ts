import config from '@payload-config';
import { generatePageMetadata, type NotFoundPage, type RootPage } from '@payloadcms/next/views';
import type { Metadata } from 'next';
import { importMap } from '../importMap.js';

/** What Next hands the admin's catch-all route: the path's segments and the query. */
type Args = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<{ [key: string]: string | string[] }>;
};

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams });

/** A Payload admin view (the page, or its not-found page) rendered with this CMS's config and import map. */
export const adminView =
  (View: typeof RootPage | typeof NotFoundPage) =>
  ({ params, searchParams }: Args) =>
    View({ config, params, searchParams, importMap });
