import { MESSAGES, recommendationsToast, SUCCESS_TOASTS } from '@manara/contracts';
import { expect, test } from './test';
import { getProjects, getReviews, getSettings, PAGES, toastWith } from './site-pages-helpers';
import { waitForHydration } from './hydration';

test.describe('portfolio', () => {
  test('lists every project with title, domain, year, summary and tags', async ({ page, request }) => {
    const projects = await getProjects(request);
    expect(projects.length).toBeGreaterThan(2);
    await page.goto('/portfolio');
    const items = page.getByRole('list', { name: 'Projects' }).getByRole('article');
    await expect(items).toHaveCount(projects.length);
    const first = projects[0]!;
    const card = items.filter({ has: page.getByRole('heading', { name: first.title, exact: true }) });
    await expect(card).toContainText(`${first.domain} · ${first.year}`);
    await expect(card).toContainText(first.summary);
    for (const tag of first.tags) await expect(card.getByText(tag, { exact: true })).toBeVisible();
    await expect(page.getByText(`Showing ${projects.length} of ${projects.length} projects`)).toBeVisible();
  });

  test('the discipline, service and year filters filter, and an empty match says so', async ({ page, request }) => {
    const projects = await getProjects(request);
    await page.goto('/portfolio');
    const items = page.getByRole('list', { name: 'Projects' }).getByRole('article');
    await expect(items).toHaveCount(projects.length);

    const domain = projects[0]!.domain;
    await page.getByLabel('Discipline').selectOption(domain);
    await expect(items).toHaveCount(projects.filter((p) => p.domain === domain).length);
    for (const title of await items.getByRole('heading').allTextContents()) {
      expect(projects.find((p) => p.title === title)?.domain).toBe(domain);
    }

    await page.getByLabel('Discipline').selectOption('all');
    await expect(page.getByLabel('Service').locator('option')).toHaveText([
      'All services',
      'Data Analysis',
      'Research Services',
      'AI Tools',
    ]);
    await page.getByLabel('Service').selectOption('Research Services');
    await expect(items).toHaveCount(projects.filter((p) => p.service === 'Research Services').length);

    await page.getByLabel('Service').selectOption('all');
    const year = String(projects[0]!.year);
    await page.getByLabel('Year').selectOption(year);
    await expect(items).toHaveCount(projects.filter((p) => String(p.year) === year).length);
    await expect(page).toHaveURL(new RegExp(`year=${year}`));

    // A discipline and a service that no project shares.
    const services = ['Data Analysis', 'Research Services', 'AI Tools'] as const;
    const combo = projects
      .flatMap((p) => services.map((s) => ({ domain: p.domain, service: s })))
      .find(({ domain, service }) => !projects.some((p) => p.domain === domain && p.service === service));
    expect(combo, 'the seed has a discipline without every service').toBeDefined();
    await page.getByLabel('Year').selectOption('all');
    await page.getByLabel('Discipline').selectOption(combo!.domain);
    await page.getByLabel('Service').selectOption(combo!.service);
    await expect(page.getByRole('heading', { name: 'No projects match these filters' })).toBeVisible();
    await expect(items).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(items).toHaveCount(projects.length);
  });

  test('two filters chosen while the first one’s list still loads both count', async ({ page, request }) => {
    const projects = await getProjects(request);
    const project = projects.find((p) => p.service === 'Research Services')!;
    const year = String(project.year);
    await page.goto('/portfolio');
    await waitForHydration(page);
    // A slow network: each list takes a second, so the second choice comes while the first loads.
    await page.route(/\/api\/portfolio\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByLabel('Service').selectOption('Research Services');
    // Read once, not waited for: while its list loads, the control shows the choice.
    expect(await page.getByLabel('Service').inputValue()).toBe('Research Services');
    await page.getByLabel('Year').selectOption(year);
    expect(await page.getByLabel('Year').inputValue()).toBe(year);
    await expect(page).toHaveURL(new RegExp(`service=Research\\+Services&year=${year}`));
    const matching = projects.filter((p) => p.service === 'Research Services' && String(p.year) === year);
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('article')).toHaveCount(matching.length);
    await expect(page.getByLabel('Service')).toHaveValue('Research Services');
    await expect(page.getByLabel('Year')).toHaveValue(year);
  });
});

test.describe('reviews', () => {
  test('shows approved reviews with five stars and the rating to one decimal, and filters by service', async ({
    page,
    request,
  }) => {
    const reviews = await getReviews(request);
    expect(reviews.length).toBeGreaterThan(2);
    await page.goto('/reviews');
    const items = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
    await expect(items).toHaveCount(reviews.length);
    const sample = reviews[0]!;
    const card = items.filter({ hasText: sample.quote });
    await expect(card.getByRole('img', { name: `Rated ${sample.rating.toFixed(1)} out of 5` })).toBeVisible();
    await expect(card).toContainText(sample.name);

    const service = 'Courses';
    await page.getByLabel('Service').selectOption(service);
    const expected = reviews.filter((r) => r.service === service);
    await expect(items).toHaveCount(expected.length);
    for (const review of expected) await expect(items.filter({ hasText: review.quote })).toHaveCount(1);
  });

  test('signed out, the share-review block offers sign-in and remembers where to come back', async ({ page }) => {
    await page.goto('/reviews#share-review');
    const block = page.locator('#share-review');
    await expect(block.getByRole('heading', { name: 'Share your experience' })).toBeVisible();
    await expect(block.getByRole('combobox')).toHaveCount(0);
    const signIn = block.getByRole('link', { name: 'Sign in to share a review' });
    await expect(signIn).toHaveAttribute('href', '/auth');
    await signIn.click();
    await expect(page).toHaveURL(/\/auth$/);
    const from = await page.evaluate(() => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from);
    expect(from).toBe('/reviews#share-review');
  });
});

test('about shows the mission, vision, values and three leadership profiles', async ({ page }) => {
  await page.goto('/about');
  for (const name of ['Mission', 'Vision', 'Values']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  const leaders = page.getByRole('region', { name: 'Clinical research leaders from the region' }).getByRole('listitem');
  await expect(leaders).toHaveCount(3);
  await expect(leaders.getByRole('heading', { level: 3 })).toHaveText([
    'Dr. Lina Haddad',
    'Dr. Omar El-Sayed',
    'Dr. Mariam Al Mansoori',
  ]);
});

test.describe('journal selection', () => {
  test('asks for a manuscript description, then ranks journals with the product’s fields and the toast', async ({
    page,
  }) => {
    await page.goto('/ai-tools/journal-selection');
    await waitForHydration(page);
    await page.getByLabel('Manuscript focus').fill('abc');
    await page.getByRole('button', { name: 'Recommend journals' }).click();
    await expect(page.getByText(MESSAGES.journalKeywords, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Manuscript focus')).toHaveAttribute('aria-invalid', 'true');

    await expect(page.getByLabel('Impact factor preference').locator('option')).toHaveText(['2-5', '5-8', '8+']);
    await expect(page.getByLabel('Processing time').locator('option')).toHaveText([
      'Express',
      'Standard (6-10 weeks)',
      'Flexible',
    ]);
    await expect(page.getByLabel('Publisher').locator('option')).toHaveText([
      'Any',
      'Elsevier',
      'Springer Nature',
      'Wiley',
    ]);

    await page.getByLabel('Manuscript focus').fill('cohort study, type 2 diabetes, Saudi adults');
    await page.getByRole('button', { name: 'Recommend journals' }).click();
    await expect(toastWith(page, recommendationsToast(3, 3).title)).toBeVisible();
    const journals = page.getByRole('list', { name: 'Journals ranked for your manuscript' }).locator(':scope > li');
    await expect(journals).toHaveCount(3);
    for (const journal of await journals.all()) {
      for (const fact of ['Impact band', 'Decision time', 'Access model', 'APC', 'Why it matches']) {
        await expect(journal).toContainText(fact);
      }
      const link = journal.getByRole('link', { name: /^Visit journal website for .+ \(opens in a new tab\)$/ });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(journals.first().getByRole('list')).toContainText('diabetes');
  });

  test('Express keeps journals with a fast typical first decision and rewrites none', async ({ page, request }) => {
    const catalogue = (await (await request.get('/api/journals')).json()) as {
      title: string;
      decisionWeeks?: number;
    }[];
    const fast = catalogue.filter((journal) => journal.decisionWeeks !== undefined && journal.decisionWeeks <= 4);
    expect(fast.length).toBeGreaterThan(0);
    await page.goto('/ai-tools/journal-selection');
    await page.getByLabel('Manuscript focus').fill('randomised trial of chronic disease care');
    await page.getByLabel('Processing time').selectOption('Express');
    await page.getByRole('button', { name: 'Recommend journals' }).click();
    const journals = page.getByRole('list', { name: 'Journals ranked for your manuscript' }).locator(':scope > li');
    await expect(journals.first()).toBeVisible();
    for (const title of await journals.getByRole('heading', { level: 3 }).allTextContents()) {
      const journal = fast.find((candidate) => candidate.title === title);
      expect(journal, `${title} has no fast decision listed`).toBeDefined();
      await expect(journals.filter({ hasText: title })).toContainText(
        `About ${journal!.decisionWeeks} week${journal!.decisionWeeks === 1 ? '' : 's'} to first decision`,
      );
    }
    await expect(page.getByText('Fast track (2-4 weeks)')).toHaveCount(0);
  });
});

test.describe('research writer', () => {
  test('asks for each input in the contract’s words', async ({ page }) => {
    await page.goto('/ai-tools/research-writer');
    await page.getByRole('button', { name: 'Generate draft' }).click();
    for (const message of [
      MESSAGES.writerTopic,
      MESSAGES.writerDataset,
      MESSAGES.writerMethodology,
      MESSAGES.writerOutcomes,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Study topic').fill('too short');
    await page.getByRole('button', { name: 'Generate draft' }).click();
    await expect(page.getByText(MESSAGES.writerTopic, { exact: true })).toBeVisible();
  });

  test('drafts six sections, copies one, exports Markdown and clears', async ({ page, context, browserName }) => {
    expect(browserName).toBe('chromium');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/ai-tools/research-writer');
    await page.getByLabel('Study topic').fill('Early mobilisation after cardiac surgery in adults');
    await page.getByLabel('Dataset details').fill('Registry of 1,200 patients, 2019-2023');
    await page.getByLabel('Methodology snapshot').fill('Retrospective cohort with propensity matching');
    await page.getByLabel('Primary outcomes').fill('Length of stay and 30-day readmission');
    await page.getByRole('button', { name: 'Generate draft' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.draft.title)).toBeVisible();

    const sections = page.getByRole('region', { name: 'Draft' }).getByRole('article');
    await expect(sections.getByRole('heading', { level: 3 })).toHaveText([
      'Outline',
      'Abstract',
      'Introduction',
      'Methods',
      'Results',
      'Discussion',
    ]);
    await expect(page.getByTestId('draft-methods')).toContainText('Retrospective cohort with propensity matching');

    await page.getByRole('button', { name: 'Copy abstract' }).click();
    // The button itself says Copied, and screen readers hear it politely: no toast on top of that.
    await expect(sections.nth(1).getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Notifications F8' })).not.toContainText('Copied');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain('Background: Early mobilisation after cardiac surgery in adults.');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as Markdown' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('research-writer.md');
    const stream = await download.createReadStream();
    let markdown = '';
    for await (const chunk of stream) markdown += String(chunk);
    expect(markdown.startsWith('# Early mobilisation after cardiac surgery in adults')).toBe(true);
    expect(markdown.match(/^## /gm)).toHaveLength(6);
    await expect(toastWith(page, SUCCESS_TOASTS.exported.title)).toBeVisible();

    await page.getByRole('button', { name: 'Clear draft' }).click();
    await expect(sections).toHaveCount(0);
    await expect(page.getByLabel('Study topic')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Export as Markdown' })).toBeDisabled();
  });
});

test('workgroups shows the four weeks, the four milestones, the chat link and the info pack mail', async ({
  page,
  request,
}) => {
  const settings = await getSettings(request);
  await page.goto('/workgroups');
  const weeks = page.getByRole('region', { name: 'The schedule' }).getByRole('heading', { level: 3 });
  await expect(weeks).toHaveText(['Ideation sprints', 'Protocol build', 'Data readiness', 'Manuscript momentum']);
  const milestones = page
    .getByRole('region', { name: 'Four milestones from idea to submission' })
    .getByRole('heading', {
      level: 3,
    });
  await expect(milestones).toHaveText(['Kickoff', 'IRB green light', 'Data freeze', 'Submission']);
  const chat = page.getByRole('link', { name: /Join the cohort chat/ }).first();
  await expect(chat).toHaveAttribute('href', settings.chatLink);
  await expect(chat).toHaveAttribute('target', '_blank');
  const mail = page.getByRole('link', { name: 'Request an info pack' }).first();
  await expect(mail).toHaveAttribute(
    'href',
    `mailto:${settings.supportEmail}?subject=${encodeURIComponent('Workgroups info pack request')}`,
  );
});

test.describe('contact', () => {
  test('shows the support e-mail, office hours and a three-question FAQ', async ({ page, request }) => {
    const settings = await getSettings(request);
    await page.goto('/contact');
    await expect(page.getByRole('main').getByRole('link', { name: settings.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.supportEmail}`,
    );
    await expect(page.getByText(settings.officeHours, { exact: true })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Questions we hear most' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveText([
      'How quickly can we start?',
      'Do you help with ethics (IRB) submissions?',
      'Can you work with our hospital systems?',
    ]);
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/consent forms, data management plan/)).toBeVisible();
  });

  test('validates in the contract’s words, then sends after the delay and resets', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('A');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Too short');
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const message of [MESSAGES.contactName, MESSAGES.contactEmail, MESSAGES.contactMessage]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dr. Huda Saleh');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('huda@example.org');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We need help with a survival analysis for a registry study.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const sent = toastWith(page, SUCCESS_TOASTS.messageSent.title);
    await expect(sent).toBeVisible();
    await expect(sent).toContainText(SUCCESS_TOASTS.messageSent.message);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  });
});

test('every page has its own title and meta description', async ({ page }) => {
  const seen = new Set<string>();
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const title = await page.title();
    expect(title).toMatch(/Manara Research$/);
    expect(seen.has(title), `${path} repeats the title ${title}`).toBe(false);
    seen.add(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
  }
});

test('robots.txt, the sitemap and the favicon are served', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /admin');
  expect(robotsText).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  for (const path of [
    '/',
    '/portfolio',
    '/reviews',
    '/about',
    '/ai-tools/journal-selection',
    '/workgroups',
    '/contact',
  ]) {
    expect(locs).toContain(path);
  }
  expect(locs).not.toContain('/dashboard');
  expect(locs).not.toContain('/admin');
  expect(baseURL).toBeTruthy();

  const favicon = await request.get('/favicon.svg');
  expect(favicon.ok()).toBe(true);
  expect(favicon.headers()['content-type']).toContain('svg');
});
