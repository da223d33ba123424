import { ADMIN_ORDER_PAGE, A_LA_CARTE_SERVICES, LEAD_KIND_LABELS, SUCCESS_TOASTS, type Lead } from '@manara/contracts';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { E2E_BASE_URL } from '../helpers/e2e-env';
import { open } from './admin-helpers';
import { adminState, expectNoAxeViolations, MEMBER_PASSWORD, statePath, toastWith, useTheme } from './auth-helpers';

// Two cores shared with the server and password hashing: give each test room.
test.describe.configure({ timeout: 60_000 });

/** One word in every lead this file sends, so the Inbox's search finds exactly these three. */
const STAMP = `inbox${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const MEMBER = { name: `Hala Mansour ${STAMP}`, email: `${STAMP}-member@e2e.local` };
const VISITOR = { name: `Omar Haddad ${STAMP}`, email: `${STAMP}-contact@e2e.local` };
const QUOTER = `${STAMP}-quote@e2e.local`;
const SCOPE = {
  item: A_LA_CARTE_SERVICES[0],
  details: 'Reviewer 2 asks for a sensitivity analysis of the main model.',
};
const CONTACT_MESSAGE = 'We need help with a multilevel model for our clinic data.';

async function client(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Origin: E2E_BASE_URL },
    storageState: { cookies: [], origins: [] },
  });
}

/** The three leads the tests read, sent as the site's forms send them: oldest first. */
test.beforeAll(async () => {
  await adminState('inbox');
  const member = await client();
  const registered = await member.post('/api/auth/register', {
    data: { ...MEMBER, password: MEMBER_PASSWORD, country: 'EG' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const scope = await member.post('/api/scope-requests', { data: { ...SCOPE, sourcePage: '/research-services' } });
  expect(scope.status(), await scope.text()).toBe(201);
  await member.dispose();

  const visitor = await client();
  const contact = await visitor.post('/api/contact', {
    data: { ...VISITOR, message: CONTACT_MESSAGE, sourcePage: '/contact' },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const quote = await visitor.post('/api/quotes', {
    data: {
      dataType: 'SPSS',
      sampleSize: '240 patients',
      variables: 'HbA1c, age, clinic',
      objectives: 'Does nurse-led follow-up lower HbA1c?',
      deliverables: ['Statistical analysis plan', 'Narrative report'],
      timeline: '4 weeks',
      budget: '500-2,000',
      email: QUOTER,
      sourcePage: '/data-analysis',
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  await visitor.dispose();
});
test.use({ storageState: statePath('inbox') });

const inbox = (page: Page) => page.getByRole('region', { name: 'Leads', exact: true });
const rows = (page: Page) => inbox(page).locator('tbody tr');
const filters = (page: Page) => page.getByRole('search', { name: 'Filter leads' });

async function openInbox(page: Page, search = `?q=${STAMP}`) {
  await open(page, `/admin/inbox${search}`, 'Inbox');
}

async function leadsOf(request: APIRequestContext, query: string): Promise<Lead[]> {
  const response = await request.get(`/api/admin/leads?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Lead[];
}

test('lists the leads newest first and filters them by sender, kind and status', async ({ page }) => {
  await open(page, '/admin/inbox', 'Inbox');
  const search = filters(page).getByRole('searchbox', { name: 'Name or e-mail' });
  await search.fill(STAMP);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${STAMP}`));
  // Newest first: the quote (no name, so its e-mail), the contact message, the scope request.
  await expect(rows(page).locator('th')).toHaveText([QUOTER, VISITOR.name, MEMBER.name].map((t) => new RegExp(t)));
  await expect(rows(page).first()).toContainText(LEAD_KIND_LABELS.quote);
  await expect(rows(page).first()).toContainText('New');

  await filters(page).getByLabel('Kind').selectOption({ label: LEAD_KIND_LABELS.contact });
  await expect(page).toHaveURL(/kind=contact/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(VISITOR.email);

  await filters(page).getByLabel('Status').selectOption({ label: 'Spam' });
  await expect(inbox(page).getByText('No leads match these filters')).toBeVisible();

  // The address holds the view: a reload shows the same filters and list.
  await page.reload();
  await expect(filters(page).getByLabel('Status')).toHaveValue('spam');
  await expect(search).toHaveValue(STAMP);
  await filters(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(search).toHaveValue('');
});

test('opens a lead with every detail: message, structured answers, source, member and request', async ({
  page,
  request,
}) => {
  await openInbox(page);
  const [scopeLead] = await leadsOf(request, `kind=scope&q=${STAMP}`);
  if (!scopeLead) throw new Error('the scope request did not arrive');
  expect(scopeLead.serviceRequestId).toBeTruthy();

  await inbox(page)
    .getByRole('link', { name: `Open the ${LEAD_KIND_LABELS.scope.toLowerCase()} from ${MEMBER.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`lead=${scopeLead.id}`));
  const detail = page.getByTestId('lead-detail');
  const heading = detail.getByRole('heading', { level: 2, name: `${LEAD_KIND_LABELS.scope} from ${MEMBER.name}` });
  await expect(heading).toBeFocused();
  const facts = detail.getByRole('definition');
  await expect(detail).toContainText(MEMBER.email);
  await expect(detail).toContainText(SCOPE.details);
  await expect(detail).toContainText(`Item${SCOPE.item}`);
  await expect(detail.getByRole('link', { name: '/research-services' })).toHaveAttribute('href', '/research-services');
  await expect(facts.filter({ hasText: `${MEMBER.name} (account` })).toHaveCount(1);
  // The request opens as an order in Service requests.
  await expect(detail.getByRole('link', { name: `Request ${scopeLead.serviceRequestId}` })).toHaveAttribute(
    'href',
    ADMIN_ORDER_PAGE.href(scopeLead.serviceRequestId!),
  );

  // A visitor's quote: the wizard's answers as a definition list, lists joined.
  await page.goto(`/admin/inbox?q=${STAMP}&kind=quote`);
  await inbox(page)
    .getByRole('link', { name: new RegExp(`^Open the quote request from ${QUOTER}`) })
    .click();
  await expect(detail).toContainText('A visitor (not signed in)');
  const details = detail.getByRole('definition');
  await expect(details.filter({ hasText: 'Statistical analysis plan, Narrative report' })).toHaveCount(1);
  await expect(details.filter({ hasText: '240 patients' })).toHaveCount(1);

  // Close gives focus back to the lead's row.
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toHaveCount(0);
  await expect(inbox(page).getByRole('link', { name: /^Open the quote request/ })).toBeFocused();
});

test('changes a lead’s status and notes with a toast, keeping focus on Save', async ({ page, request }) => {
  const [contactLead] = await leadsOf(request, `kind=contact&q=${STAMP}`);
  if (!contactLead) throw new Error('the contact message did not arrive');
  await openInbox(page, `?q=${STAMP}&lead=${contactLead.id}`);
  const detail = page.getByTestId('lead-detail');
  await expect(detail).toContainText(CONTACT_MESSAGE);

  const form = detail.getByRole('form', { name: 'Status and notes' });
  await form.getByLabel('Status').selectOption('contacted');
  await form.getByLabel('Notes').fill('Called on Monday; sending the analysis plan.');
  const save = form.getByRole('button', { name: 'Save status and notes' });
  await save.click();
  await expect(toastWith(page, SUCCESS_TOASTS.leadUpdated.title)).toBeVisible();
  await expect(save).toBeFocused();

  // Stored, and the list shows the new status without a reload.
  const stored = (await (await request.get(`/api/admin/leads/${contactLead.id}`)).json()) as Lead;
  expect(stored).toMatchObject({ status: 'contacted', notes: 'Called on Monday; sending the analysis plan.' });
  await expect(rows(page).filter({ hasText: VISITOR.name })).toContainText('Contacted');
  await expect(detail.getByRole('definition').filter({ hasText: /^Contacted$/ })).toHaveCount(1);
});

test('exports the filtered leads and the confirmed subscribers as CSV files', async ({ page }) => {
  await openInbox(page, `?q=${STAMP}&kind=contact`);
  const leadsLink = page.getByRole('link', { name: 'Download the filtered leads (CSV)' });
  await expect(leadsLink).toHaveAttribute('href', `/api/admin/leads.csv?kind=contact&q=${STAMP}`);
  // Plain links the browser follows itself: the session cookie goes with them.
  const leads = await page.request.get((await leadsLink.getAttribute('href')) ?? '');
  expect(leads.status()).toBe(200);
  expect(leads.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const csv = await leads.text();
  expect(csv).toContain(VISITOR.email);
  expect(csv).not.toContain(QUOTER);

  const subscribersLink = page.getByRole('link', { name: 'Download confirmed subscribers (CSV)' });
  await expect(subscribersLink).toHaveAttribute('href', '/api/admin/subscribers.csv');
  const subscribers = await page.request.get('/api/admin/subscribers.csv');
  expect(subscribers.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await subscribers.text()).toContain('email,confirmedAt,consentAt,consentText,source,createdAt');
});

test('counts the new leads in the summary, and the card opens the Inbox', async ({ page, request }) => {
  const newLeads = async () =>
    ((await (await request.get('/api/admin/summary')).json()) as { metrics: { newLeads: number } }).metrics.newLeads;
  // Other specs send leads while this one runs: the card shows the count of some moment between the
  // two reads, never a number outside them.
  const before = await newLeads();
  await open(page, '/admin', 'Control panel');
  const card = page.getByRole('list', { name: 'Summary metrics' }).getByRole('link', { name: /^New leads/ });
  await expect(card).toHaveText(/^New leads\s*\d+/);
  const shown = Number(/\d+/.exec((await card.textContent()) ?? '')?.[0]);
  const after = await newLeads();
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(after);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('leads are stacked cards with labelled cells and nothing scrolls sideways', async ({ page }) => {
    await openInbox(page);
    const firstRow = rows(page).first();
    await expect(firstRow).toBeVisible();
    await expect(firstRow.locator('[data-slot="cell-label"]')).toHaveText([
      'From',
      'Kind',
      'E-mail',
      'Received',
      'Status',
      'Actions',
    ]);
    await firstRow.getByRole('link', { name: /^Open/ }).click();
    await expect(page.getByTestId('lead-detail')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Inbox with a lead open has no axe violations in the ${theme} theme`, async ({ page, request }) => {
    const [lead] = await leadsOf(request, `kind=quote&q=${STAMP}`);
    await useTheme(page, theme);
    await openInbox(page, `?q=${STAMP}&lead=${lead?.id ?? ''}`);
    await expect(page.getByTestId('lead-detail').getByRole('form', { name: 'Status and notes' })).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
}
