import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapPaths, sitemapXml } from './findability';
import { paths } from './paths';

describe('findability files', () => {
  it('lists every public page once with absolute URLs, and no private area', () => {
    const xml = sitemapXml('https://example.org/', new Date('2026-01-02T10:00:00Z'));
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(sitemapPaths.map((p) => `https://example.org${p}`));
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://example.org/ai-tools/journal-selection');
    expect(xml).not.toContain(paths.dashboard);
    expect(xml).not.toContain(paths.admin);
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>');
  });

  it('points robots at the sitemap and keeps crawlers out of private areas', () => {
    const robots = robotsTxt('http://localhost:3000');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /admin');
  });
});
