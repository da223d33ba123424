import { paths } from './paths';

/**
 * Findability files written at build time from `paths` (see vite.config.ts), so each route path
 * stays written once. Only public, indexable pages go in the sitemap: /auth, /dashboard and /admin
 * are not content, and course pages come from the CMS, not from this table.
 */
export const sitemapPaths: readonly string[] = [
  paths.home,
  paths.dataAnalysis,
  paths.researchServices,
  paths.courses,
  paths.portfolio,
  paths.reviews,
  paths.about,
  paths.pricing,
  paths.journalSelection,
  paths.researchWriter,
  paths.workgroups,
  paths.contact,
];

/** Paths crawlers should leave alone: private areas and the CMS admin. */
export const disallowedPaths: readonly string[] = [paths.dashboard, paths.admin, '/cms', '/api'];

/** The public origin, without a trailing slash; sitemaps need absolute URLs. */
export function normaliseOrigin(origin: string): string {
  const url = new URL(origin);
  return url.origin;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, lastModified: Date): string {
  const base = normaliseOrigin(origin);
  const day = lastModified.toISOString().slice(0, 10);
  const urls = sitemapPaths.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(`${base}${path}`)}</loc>\n    <lastmod>${day}</lastmod>\n    <priority>${path === paths.home ? '1.0' : '0.7'}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const base = normaliseOrigin(origin);
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
