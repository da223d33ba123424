import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './test';
import { E2E_ADMIN, E2E_BASE_URL } from '../helpers/e2e-env';

/**
 * The seeded course each spec edits in /cms, all different. Payload locks a document while an editor
 * has it open, and a browser closed on the form leaves the lock for minutes: a second spec opening
 * the same course would meet its "document locked" dialog instead of the form.
 */
export const COURSE_EDITED_IN_CMS = {
  byAdmin: 'Biostatistics Foundations for Clinicians',
  byEditor: 'Writing a Clinical Study Protocol',
  drafts: 'Systematic Reviews and Meta-analysis',
  credentials: 'Regression Modelling for Clinical Outcomes',
  livePreview: 'Good Clinical Practice Essentials',
  // One the seed gives no image.
  media: 'AI Tools for Literature Review',
} as const;

/** A published course from /api/courses by its seeded title (another spec may have lengthened it). */
export async function seededCourse<T extends { title: string }>(request: APIRequestContext, title: string): Promise<T> {
  const course = ((await (await request.get('/api/courses')).json()) as T[]).find((c) => c.title.startsWith(title));
  if (!course) throw new Error(`no seeded course "${title}"`);
  return course;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface Editor extends Credentials {
  name: string;
}

/**
 * A new editor, made as an admin does it (only an admin gives a role): the control panel's call,
 * from a context of its own that is closed again. `label` keeps each spec's e-mail apart.
 */
export async function createEditor(browser: Browser, label: string, name: string): Promise<Editor> {
  const editor = { email: `${label}-${Date.now()}@clinic.test`, password: 'editor-pass-123', name };
  const admin = await browser.newContext({ baseURL: E2E_BASE_URL });
  const origin = { Origin: E2E_BASE_URL };
  expect((await admin.request.post('/api/auth/login', { data: E2E_ADMIN, headers: origin })).status()).toBe(200);
  const created = await admin.request.post('/api/admin/users', {
    data: { ...editor, role: 'editor', country: 'AE', plan: '' },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  await admin.close();
  return editor;
}

/** Signs in on /cms's own login page (the demo admin unless someone else is given). */
export async function signInToCms(page: Page, who: Credentials = E2E_ADMIN): Promise<void> {
  await page.goto('/cms/login');
  await page.getByLabel(/email/i).fill(who.email);
  await page.getByLabel(/password/i).fill(who.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).not.toHaveURL(/\/cms\/login/, { timeout: 15_000 });
}

/**
 * Presses a document's "Publish changes" in /cms and waits for Payload's "updated successfully". An
 * autosave still in flight can take the click without publishing (the form is busy until it lands),
 * so the press is repeated until Payload confirms; publishing twice changes nothing.
 */
export async function publishInCms(page: Page): Promise<void> {
  const publish = page.getByRole('button', { name: 'Publish changes', exact: true });
  await expect(async () => {
    await publish.click({ timeout: 5_000 });
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
