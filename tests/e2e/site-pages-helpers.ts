import type { Project, Review, SiteSettings } from '@manara/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Helpers for the site-pages specs (portfolio, reviews, about, AI tools, workgroups, contact, 404). */

export { expectNoAxeViolations, useTheme } from './page-checks';

/** The routes these specs cover, with a heading each page must show. */
export const PAGES = [
  { name: 'portfolio', path: '/portfolio', heading: 'Case studies from clinical research teams' },
  { name: 'reviews', path: '/reviews', heading: 'What researchers say about working with us' },
  { name: 'about', path: '/about', heading: 'Research support built by clinicians, for clinicians' },
  { name: 'journal-selection', path: '/ai-tools/journal-selection', heading: 'Journal selection' },
  { name: 'research-writer', path: '/ai-tools/research-writer', heading: 'Research writer' },
  { name: 'workgroups', path: '/workgroups', heading: 'Research workgroups that get studies submitted' },
  { name: 'contact', path: '/contact', heading: 'Tell us about your research' },
  { name: 'not-found', path: '/this/page/does-not-exist', heading: 'Page not found' },
] as const;

/** The toast whose title is this (the design system's toast body), newest first. */
export function toastWith(page: Page, title: string) {
  return page
    .locator('[data-slot="toast-body"]')
    .filter({ has: page.getByText(title, { exact: true }) })
    .last();
}

export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export const getProjects = (request: APIRequestContext) => apiJson<Project[]>(request, '/api/portfolio');
export const getReviews = (request: APIRequestContext) => apiJson<Review[]>(request, '/api/reviews');
export const getSettings = (request: APIRequestContext) => apiJson<SiteSettings>(request, '/api/site');

/** Registers a fresh member through the API; the session cookie lands in the page's context. */
export async function registerMember(page: Page, baseURL: string, name = 'Reem Al Harbi') {
  const email = `member-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.local`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'member-pass-123', name, country: 'SA' },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, name };
}
