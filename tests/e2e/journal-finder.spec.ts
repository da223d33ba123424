import { EMPTY_STATES, JOURNAL_SHORTLIST, MESSAGES, recommendationsToast } from '@manara/contracts';
import type { Page } from '@playwright/test';
import { createEditor, publishInCms, signInToCms } from './cms-helpers';
import { waitForHydration } from './hydration';
import { toastWith } from './site-pages-helpers';
import { expect, test } from './test';

/**
 * The journal finder (docs/decisions/020-journal-catalogue.md): the manuscript is ranked against the
 * editors' catalogue in the browser, and never leaves it.
 */

const MANUSCRIPTS = {
  cardiology:
    'Retrospective cohort of SGLT2 inhibitors and heart failure readmission within 90 days in adults discharged from hospital',
  nursing: 'Qualitative study of burnout among nurses working in Egyptian ICUs: interviews and thematic analysis',
  radiology: 'Diagnostic accuracy of MRI compared with CT for detecting liver metastases: sensitivity and specificity',
} as const;

/** The ranked journals (each card holds a list of its own: the shared words). */
const shortlist = (page: Page) =>
  page.getByRole('list', { name: 'Journals ranked for your manuscript' }).locator(':scope > li');

const plain = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;

/** Asks for recommendations; with `expectMatch`, waits until the first card's reasons come from this manuscript. */
async function search(page: Page, manuscript: string, expectMatch = true): Promise<string[]> {
  await page.getByLabel('Manuscript focus').fill(manuscript);
  await page.getByRole('button', { name: 'Recommend journals' }).click();
  if (!expectMatch) return [];
  await expect
    .poll(async () => {
      const reasons = await shortlist(page).first().getByRole('listitem').allTextContents();
      return reasons.length > 0 && reasons.every((reason) => plain(manuscript).includes(plain(reason)));
    })
    .toBe(true);
  return shortlist(page).getByRole('heading', { level: 3 }).allTextContents();
}

test('three manuscripts get three different, sensible shortlists with reasons, and no request carries them', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  await page.goto('/ai-tools/journal-selection');

  const cardiology = await search(page, MANUSCRIPTS.cardiology);
  await expect(shortlist(page)).toHaveCount(JOURNAL_SHORTLIST.first);
  await expect(shortlist(page).first()).toContainText(/Heart Failure|Cardio/);
  await expect(shortlist(page).first().getByRole('list')).toContainText('SGLT2 inhibitors');

  const nursing = await search(page, MANUSCRIPTS.nursing);
  for (const title of nursing) expect(title).toMatch(/Nurs|Critical Care/);
  await expect(shortlist(page).first().getByRole('list')).toContainText('burnout');

  const radiology = await search(page, MANUSCRIPTS.radiology);
  for (const title of radiology) expect(title).toMatch(/Radiolog|Imaging|Roentgenology/);
  await expect(shortlist(page).first().getByRole('list')).toContainText('Diagnostic accuracy');

  // Three different shortlists: no journal is on two of them.
  expect(new Set([...cardiology, ...nursing, ...radiology]).size).toBe(9);

  for (const manuscript of Object.values(MANUSCRIPTS)) {
    for (const word of manuscript.split(/\W+/).filter((w) => w.length > 6)) {
      const carrying = sent.filter((line) => line.toLowerCase().includes(word.toLowerCase()));
      expect(carrying, `a request carried “${word}”`).toEqual([]);
    }
  }
  expect(sent.some((line) => line.startsWith('GET ') && line.includes('/api/journals'))).toBe(true);
});

test('a journal that charges authors nothing shows an APC of $0, not “not listed”', async ({ page }) => {
  await page.goto('/ai-tools/journal-selection');
  await search(page, 'Health systems and maternal and child health in the Eastern Mediterranean region');
  const journal = shortlist(page).filter({
    has: page.getByRole('heading', { level: 3, name: 'Eastern Mediterranean Health Journal' }),
  });
  await expect(journal.locator('dt', { hasText: 'APC' }).locator('xpath=following-sibling::dd[1]')).toHaveText('$0');
});

test('Show more reveals up to ten and moves focus to the first new journal; filters narrow; no match says so', async ({
  page,
}) => {
  await page.goto('/ai-tools/journal-selection');
  await search(page, 'cohort study of adults with diabetes, heart disease and cancer');
  await expect(shortlist(page)).toHaveCount(JOURNAL_SHORTLIST.first);
  await page.getByRole('button', { name: 'Show more' }).focus();
  await page.keyboard.press('Enter');
  await expect(shortlist(page)).toHaveCount(JOURNAL_SHORTLIST.most);
  await expect(shortlist(page).nth(JOURNAL_SHORTLIST.first).getByRole('heading', { level: 3 })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expect(page.getByText(/journals match your manuscript; the best 10 are first\./)).toBeVisible();

  // Wiley only, open access only: every card says so.
  await page.getByLabel('Publisher').selectOption('Wiley');
  await page.getByLabel('Open access').check();
  await search(page, 'heart failure readmission and nursing burnout');
  for (const card of await shortlist(page).all()) await expect(card).toContainText('Wiley');
  for (const card of await shortlist(page).all()) await expect(card).toContainText('Open access');

  await search(page, 'zygomatic quokka xylophone', false);
  await expect(toastWith(page, recommendationsToast(0, 0).title)).toContainText(recommendationsToast(0, 0).message);
  await expect(page.getByRole('heading', { name: EMPTY_STATES.journalsNoMatch.title })).toBeVisible();
  await expect(page.getByText(EMPTY_STATES.journalsNoMatch.description)).toBeVisible();
});

test('a journal an editor publishes in /cms is ranked on the next search', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Journal of Tele-Rehabilitation ${Date.now()}`;
  const finder = await browser.newPage();
  await finder.goto('/ai-tools/journal-selection');
  await waitForHydration(finder);
  const manuscript = 'Tele-rehabilitation delivered by physiotherapists at home after hip fracture';
  expect(await search(finder, manuscript)).not.toContain(title);

  const editor = await createEditor(browser, 'journals-editor', 'Mona Saleh');
  await signInToCms(page, editor);
  await page.goto('/cms/collections/journals/create');
  await page.locator('#field-title').fill(title);
  await page.locator('#field-publisher').fill('Springer Nature');
  await page.locator('#field-homepage').fill('https://telerehab.example/');
  await page
    .locator('#field-scope')
    .fill('Tele-rehabilitation and physiotherapy delivered at home after hip fracture and joint replacement.');
  await page.locator('#field-subjects').click();
  await page.keyboard.type('Health services research');
  await page.keyboard.press('Enter');
  await publishInCms(page);

  // The same page, no reload: the next search asks for the catalogue again.
  await search(finder, manuscript, false);
  await expect(shortlist(finder).first().getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(shortlist(finder).first().getByRole('list')).toContainText('Tele rehabilitation');
  await finder.close();
});

test('a catalogue that cannot be loaded is said so, and the next search recovers', async ({ page }) => {
  await page.route('**/api/journals', (route) => route.abort());
  await page.goto('/ai-tools/journal-selection');
  await page.getByLabel('Manuscript focus').fill('cohort study of heart failure readmission');
  await page.getByRole('button', { name: 'Recommend journals' }).click();
  await expect(page.getByText(MESSAGES.journalCatalogueFailed)).toBeVisible();

  await page.unroute('**/api/journals');
  await search(page, 'cohort study of heart failure readmission');
  await expect(page.getByText(MESSAGES.journalCatalogueFailed)).toHaveCount(0);
});
