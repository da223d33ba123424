import {
  ADMIN_ORDER_PAGE,
  formatDueDate,
  type Lead,
  type MemberServiceRequest,
  ORDER_PAGE,
  type SiteSettings,
  STATUS_LABELS,
  SUCCESS_TOASTS,
} from '@manara/contracts';
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../helpers/e2e-env';
import { linksIn, type ReceivedMail } from '../helpers/smtp';
import {
  adminState,
  expectNoAxeViolations,
  memberState,
  statePath,
  toastWith,
  uniqueEmail,
  useTheme,
} from './auth-helpers';
import { waitForHydrated, waitForHydration } from './hydration';
import { receivedMails } from './mail-helpers';
import { expect, test } from './test';

/**
 * An order from start to delivery, in Chromium with the run's SMTP server: a visitor's quote and plan
 * choice; a member starts a project with a CSV, the team promises a date, starts the work and writes,
 * the member is mailed and answers, the team delivers a PDF and completes the order, and the member
 * downloads it and reads the whole timeline. Another member gets 404 on every part of it.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const MEMBER = { name: `Dr. Salma Idris ${Date.now().toString(36)}`, country: 'AE' as const };
const memberEmail = uniqueEmail('orders-member');
const SERVICE = 'Data Analysis';
const DUE = '2026-12-18';
const CSV = Buffer.from('patient_id,age,readmitted\n1,64,0\n2,71,1\n', 'utf8');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
);
let team = '';
let orderId = '';

test.beforeAll(async ({ request }) => {
  team = ((await (await request.get('/api/site')).json()) as SiteSettings).supportEmail;
  await adminState('orders-admin');
  await memberState('orders-member', MEMBER, memberEmail);
  await memberState('orders-other', { name: 'Karim Nabil', country: 'EG' });
});

/**
 * Waits until the mails to `address` say each of `texts` (the outbox waits out each burst), and
 * returns those that say any of them.
 */
async function mailSaying(address: string, ...texts: string[]): Promise<ReceivedMail[]> {
  const mine = () => receivedMails().filter((m) => m.to.includes(address.toLowerCase()));
  await expect
    .poll(() => texts.filter((text) => !mine().some((m) => m.text.includes(text))), {
      timeout: 30_000,
      message: `mail to ${address} saying ${texts.join(' / ')}`,
    })
    .toEqual([]);
  return mine().filter((m) => texts.some((text) => m.text.includes(text)));
}

async function asAdmin<T>(run: (api: Awaited<ReturnType<typeof playwrightRequest.newContext>>) => Promise<T>) {
  const admin = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    storageState: statePath('orders-admin'),
    extraHTTPHeaders: { Origin: E2E_BASE_URL },
  });
  try {
    return await run(admin);
  } finally {
    await admin.dispose();
  }
}

async function pageAs(browser: Browser, state: string): Promise<Page> {
  const context = await browser.newContext({ storageState: statePath(state) });
  return context.newPage();
}

test('a visitor gets a quote and its mail, and gives an e-mail before the plan’s Checkout ready', async ({ page }) => {
  const email = uniqueEmail('orders-visitor');
  await page.goto('/data-analysis');
  const wizard = page.getByRole('form', { name: 'Scoping wizard' });
  await waitForHydrated(wizard);
  await wizard.getByLabel('Sample size').fill('812 patients');
  await wizard.getByLabel('Key variables').fill('age, NYHA class, readmission');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel(/Research question/).fill('What predicts readmission within 90 days?');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('Narrative report').check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('combobox', { name: 'Timeline' }).selectOption('4 weeks');
  await wizard.getByRole('combobox', { name: /Budget/ }).selectOption({ index: 2 });
  await wizard.getByRole('textbox', { name: /Email for your quote/ }).fill(email);
  await wizard.getByRole('button', { name: 'Generate quote' }).click();
  await expect(toastWith(page, 'Quote ready')).toBeVisible();
  // The visitor's copy of the quote (its words are the quote form's own) and the stored lead.
  await expect
    .poll(() => receivedMails().filter((m) => m.to.includes(email)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const quotes = await asAdmin(async (admin) => (await admin.get(`/api/admin/leads?kind=quote&q=${email}`)).json());
  expect(quotes as Lead[]).toHaveLength(1);

  // Choosing a plan while signed out asks where the invoice goes, then shows the product's toast.
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  const dialog = page.getByRole('dialog', { name: /The Pro plan/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign in instead' })).toBeVisible();
  await expect(toastWith(page, SUCCESS_TOASTS.checkout.title)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send my choice' }).click();
  await expect(dialog.getByText('Add your email so we can send your invoice')).toBeVisible();
  await dialog.getByLabel('Email for the invoice').fill(email);
  await dialog.getByRole('button', { name: 'Send my choice' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.checkout.title)).toContainText(SUCCESS_TOASTS.checkout.message);
  await expect(dialog).toHaveCount(0);
  const plans = (await asAdmin(async (admin) =>
    (await admin.get(`/api/admin/leads?kind=plan&q=${email}`)).json(),
  )) as Lead[];
  expect(plans[0]?.details).toMatchObject({ plan: 'Pro', cycle: 'monthly', currency: expect.any(String) });
  const [planMail] = await mailSaying(email, 'Your choice: the Pro plan at');
  expect(planMail?.subject).toBe('Your Pro plan choice');
});

test('a member starts a project with a CSV from the dashboard', async ({ browser }) => {
  const page = await pageAs(browser, 'orders-member');
  await page.goto('/dashboard');
  const requests = page.getByRole('region', { name: 'My requests' });
  await requests.getByRole('link', { name: 'Start a project' }).click();
  await expect(page).toHaveURL(new RegExp(`${ORDER_PAGE.start}$`));
  const form = page.getByRole('form', { name: 'Start a project' });
  await waitForHydrated(form);
  await form.getByRole('button', { name: 'Start project' }).click();
  await expect(form.getByText('Tell us what you need help with')).toBeVisible();
  await form.getByRole('combobox', { name: /Service/ }).selectOption(SERVICE);
  await form.getByLabel(/What do you need/).fill('Cox model for 90-day readmission in our heart failure registry.');
  await form.getByLabel(/Files/).setInputFiles({ name: 'registry.csv', mimeType: 'text/csv', buffer: CSV });
  await form.getByRole('button', { name: 'Start project' }).click();

  await expect(toastWith(page, SUCCESS_TOASTS.projectStarted.title)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/requests\/\d+$/);
  orderId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: SERVICE })).toBeVisible();
  await expect(page.getByTestId('next-step')).toContainText('The team is reviewing your request');
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('link', { name: 'registry.csv' })).toBeVisible();
  await expect(page.getByTestId('timeline-step')).toHaveText([/Request received.*You/]);
  await page.context().close();

  // The team hears of it, with a link that opens it in the control panel.
  const [mail] = await mailSaying(team, 'uploaded registry.csv', 'started the order from their dashboard');
  expect(linksIn(mail!, E2E_BASE_URL)).toContain(`${E2E_BASE_URL}${ADMIN_ORDER_PAGE.href(orderId)}`);
});

test('the team promises a date, starts the work and writes; the member is mailed', async ({ browser }) => {
  const panel = await pageAs(browser, 'orders-admin');
  await panel.goto(ADMIN_ORDER_PAGE.href(orderId));
  const order = panel.getByTestId('order-detail');
  await expect(order.getByRole('heading', { name: `${SERVICE} for ${MEMBER.name}` })).toBeFocused();
  await expect(order.getByRole('list', { name: 'Files' })).toContainText('registry.csv');
  await order.getByLabel('Delivery date').fill(DUE);
  await order.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
  await order.getByLabel('Internal notes').fill('Use the 2024 extract only.');
  await order.getByRole('button', { name: 'Save order' }).click();
  await expect(toastWith(panel, SUCCESS_TOASTS.requestUpdated.title)).toBeVisible();
  await order
    .getByLabel('Message to the member')
    .fill('We started. Can you send the codebook? https://example.org/codebook');
  await order.getByRole('button', { name: 'Send message' }).click();
  await expect(order.getByRole('list', { name: 'Messages' })).toContainText('Can you send the codebook?');
  await panel.context().close();

  const mails = await mailSaying(
    memberEmail,
    `Delivery date: ${formatDueDate(DUE)}`,
    `Status: ${STATUS_LABELS.in_progress}`,
    'Can you send the codebook?',
  );
  expect(mails.every((m) => !m.text.includes('2024 extract'))).toBe(true);
  expect(linksIn(mails[0]!, E2E_BASE_URL)).toContain(`${E2E_BASE_URL}${ORDER_PAGE.href(orderId)}`);
});

test('the member sees the news, and answers', async ({ browser }) => {
  const page = await pageAs(browser, 'orders-member');
  await page.goto('/dashboard');
  const card = page.getByTestId('my-request');
  await expect(card).toContainText(`Due ${formatDueDate(DUE)}`);
  await expect(card).toContainText(STATUS_LABELS.in_progress);
  await expect(card.getByText('1 new')).toBeVisible();
  const news = page.getByRole('list', { name: 'Notifications' }).getByTestId('notification');
  await expect(news.first()).toContainText(`New message on ${SERVICE}`);
  await expect(page.locator('[data-testid="notification"][data-state="unread"]')).toHaveCount(3);
  await card.getByRole('link', { name: SERVICE }).click();

  // The team asked a question: answering it is the next step.
  await expect(page.getByTestId('next-step')).toContainText('Manara Admin is waiting for your answer');
  await expect(page.getByTestId('next-step')).toContainText(`The work is due ${formatDueDate(DUE)}.`);
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByTestId('new-messages')).toBeVisible();
  await expect(thread.getByRole('link', { name: 'https://example.org/codebook' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  await expect(page.getByText('Use the 2024 extract only.')).toHaveCount(0);
  await page.getByLabel('Message to the team').fill('Here it is: https://osf.io/codebook');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(thread.getByTestId('order-message').last()).toContainText('You');
  await expect(thread.getByRole('link', { name: 'https://osf.io/codebook' })).toBeVisible();
  await expect(page.getByTestId('next-step')).toContainText(`In progress, due ${formatDueDate(DUE)}`);
  await page.context().close();
  await mailSaying(team, '> Here it is: https://osf.io/codebook');
});

test('the team uploads the report and completes the order; the member downloads it and reads the timeline', async ({
  browser,
}) => {
  const panel = await pageAs(browser, 'orders-admin');
  await panel.goto(ADMIN_ORDER_PAGE.href(orderId));
  const order = panel.getByTestId('order-detail');
  await expect(order.getByRole('list', { name: 'Messages' })).toContainText('Here it is');
  await order
    .getByLabel('Upload a deliverable')
    .setInputFiles({ name: 'Readmission report.pdf', mimeType: 'application/pdf', buffer: PDF });
  await order.getByRole('button', { name: 'Upload deliverable' }).click();
  await expect(toastWith(panel, SUCCESS_TOASTS.deliverableUploaded.title)).toBeVisible();
  await order.getByRole('combobox', { name: 'Status' }).selectOption('completed');
  await order.getByRole('button', { name: 'Save order' }).click();
  await expect(toastWith(panel, SUCCESS_TOASTS.requestUpdated.title)).toBeVisible();
  await panel.context().close();
  await mailSaying(memberEmail, 'sent you Readmission report.pdf', `Status: ${STATUS_LABELS.completed}`);

  const page = await pageAs(browser, 'orders-member');
  await page.goto(ORDER_PAGE.href(orderId));
  const next = page.getByTestId('next-step');
  await expect(next).toContainText('Your order is complete');
  const downloading = page.waitForEvent('download');
  await next.getByRole('link', { name: 'Download Readmission report.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Readmission report.pdf');
  const saved = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(Buffer.compare(readFileSync(saved), PDF)).toBe(0);
  await expect(page.getByTestId('timeline-step')).toHaveText([
    /Request received.*You/,
    new RegExp(`Delivery date: ${formatDueDate(DUE)}`),
    /Status: In progress/,
    /Status: Completed/,
  ]);
  await expect(page.getByTestId('order-file').filter({ hasText: 'Deliverable' })).toContainText(
    'Readmission report.pdf',
  );
  await page.context().close();
});

test('another member gets 404 on every part of the order', async ({ browser }) => {
  const page = await pageAs(browser, 'orders-other');
  await page.goto(ORDER_PAGE.href(orderId));
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  const headers = { Origin: E2E_BASE_URL };
  const mine = (await (await page.request.get(`/api/me/service-requests/${orderId}`)).json()) as unknown;
  expect(mine).toEqual({ error: 'Not found' });
  const owner = await pageAs(browser, 'orders-member');
  const [order] = (await (await owner.request.get('/api/me/service-requests')).json()) as MemberServiceRequest[];
  const full = (await (await owner.request.get(`/api/me/service-requests/${order!.id}`)).json()) as {
    files: { url: string }[];
  };
  await owner.context().close();
  const attempts = [
    page.request.get(`/api/me/service-requests/${orderId}`),
    page.request.post(`/api/me/service-requests/${orderId}/messages`, { data: { body: 'Hi' }, headers }),
    page.request.post(`/api/me/service-requests/${orderId}/read`, { data: {}, headers }),
    page.request.post(`/api/me/service-requests/${orderId}/files`, {
      multipart: { file: { name: 'x.csv', mimeType: 'text/csv', buffer: CSV } },
      headers,
    }),
    ...full.files.map((file) => page.request.get(file.url)),
  ];
  for (const response of await Promise.all(attempts)) expect(response.status(), response.url()).toBe(404);
  expect(await (await page.request.get(`/api/admin/service-requests/${orderId}`)).status()).toBe(403);
  await page.context().close();
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`the order pages have no axe violations in ${theme} at ${width} px`, async ({ browser }) => {
      const member = await pageAs(browser, 'orders-member');
      await member.setViewportSize({ width, height: 900 });
      await useTheme(member, theme);
      for (const path of [ORDER_PAGE.href(orderId), ORDER_PAGE.start, '/dashboard']) {
        await member.goto(path);
        await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(member.getByText(/Loading/)).toHaveCount(0);
        await expectNoAxeViolations(member);
      }
      await member.context().close();

      const panel = await pageAs(browser, 'orders-admin');
      await panel.setViewportSize({ width, height: 900 });
      await useTheme(panel, theme);
      await panel.goto(ADMIN_ORDER_PAGE.href(orderId));
      await expect(panel.getByTestId('order-detail').getByRole('list', { name: 'Timeline' })).toBeVisible();
      await expectNoAxeViolations(panel);
      await panel.context().close();
    });
  }
}
