import type { SiteSettings } from '@manara/contracts';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { adminState, memberState, statePath } from './auth-helpers';
import { waitForHydration } from './hydration';

// Two cores shared with the server and password hashing: give each test room.
test.describe.configure({ timeout: 60_000 });

const NAV_LABELS = ['Home', 'Services', 'Courses', 'Portfolio', 'Reviews', 'Pricing', 'Contact'];
const MEMBER = { name: 'Layla Haddad', country: 'AE' as const };

/** Every main navigation entry is shown on one row, inside the viewport, with the wordmark. */
async function expectFullHeader(page: Page, width: number) {
  const banner = page.getByRole('banner');
  const nav = banner.getByRole('navigation', { name: 'Main' });
  // The links, and the label of the Services menu.
  const entries = nav.locator(':scope > ul > li > a, :scope > ul > li > details > summary');
  await expect(entries).toHaveText(NAV_LABELS);
  await expect(banner.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  await expect(banner.getByText('Manara Research', { exact: true })).toBeVisible();
  for (const link of await entries.all()) {
    const box = await link.boundingBox();
    expect(box && box.x + box.width <= width && box.height < 48, `${await link.textContent()} fits`).toBe(true);
  }
}

test.beforeAll(async () => {
  await adminState('layout-admin');
  await memberState('layout-member', MEMBER);
  // Signing out ends the server session: that test gets a session of its own.
  await memberState('layout-leaver', MEMBER);
});

test.describe('header from 1024 px', () => {
  for (const width of [1024, 1265]) {
    test(`signed out at ${width} px: the whole navigation, the country and Sign In`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expectFullHeader(page, width);
      await expect(page.getByRole('banner').getByLabel('Country')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    });
  }

  test.describe('signed in as an admin', () => {
    test.use({ storageState: statePath('layout-admin') });

    test('keeps the wordmark and gathers Dashboard, Admin, the CMS and Sign out in one account menu', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto('/dashboard');
      await waitForHydration(page);
      const banner = page.getByRole('banner');
      const trigger = banner.getByRole('button', { name: /^Account: / });
      await expectFullHeader(page, 1024);
      await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');

      // Keyboard: open, walk the entries with the arrow keys, Escape gives focus back.
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const account = banner.getByRole('navigation', { name: 'Account' });
      await expect(account.getByRole('link')).toHaveText(['Dashboard', 'Admin', 'CMS']);
      // The CMS is served by the server, not the site's router: a plain link to /cms.
      await expect(account.getByRole('link', { name: 'CMS' })).toHaveAttribute('href', '/cms');
      await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(account.getByRole('link', { name: 'Admin' })).not.toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('ArrowDown');
      await expect(account.getByRole('link', { name: 'Dashboard' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(account.getByRole('link', { name: 'Admin' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(account.getByRole('link', { name: 'CMS' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(account).toBeHidden();
      await expect(trigger).toBeFocused();

      // A click outside closes it; a link inside navigates and closes it.
      await trigger.click();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(account).toBeHidden();
      await trigger.click();
      await account.getByRole('link', { name: 'Admin' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(account).toBeHidden();
      await trigger.click();
      await expect(account.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    });
  });

  test.describe('signed in as a member', () => {
    test.use({ storageState: statePath('layout-leaver') });

    test('offers no Admin, and Sign out returns the header to Sign In', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/pricing');
      await waitForHydration(page);
      const banner = page.getByRole('banner');
      const trigger = banner.getByRole('button', { name: `Account: ${MEMBER.name}` });
      await trigger.click();
      const account = banner.getByRole('navigation', { name: 'Account' });
      await expect(account.getByRole('link')).toHaveText(['Dashboard']);
      await banner.getByRole('button', { name: 'Sign out' }).click();
      await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect(trigger).toHaveCount(0);
      await expect(page).toHaveURL(/\/pricing$/);
    });
  });
});

test.describe('mobile menu for a member', () => {
  test.use({ storageState: statePath('layout-admin') });

  test('lists the account entries with the current page marked', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account: / })).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    const account = dialog.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link')).toHaveText(['Dashboard', 'Admin', 'CMS']);
    await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});

test.describe('footer details', () => {
  test('the support address never breaks nor leaves the footer, on a phone and a small laptop', async ({
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/site')).json()) as SiteSettings;
    await page.goto('/');
    for (const width of [390, 1024]) {
      await page.setViewportSize({ width, height: 844 });
      const footer = page.getByRole('contentinfo');
      const edge = await footer.locator('[data-slot="container"]').evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.right - parseFloat(getComputedStyle(el).paddingRight);
      });
      const emails = footer.getByRole('link', { name: settings.supportEmail });
      await expect(emails).toHaveCount(2);
      for (const email of await emails.all()) {
        const rects = await email.evaluate((el) => Array.from(el.getClientRects(), (rect) => rect.right));
        expect(rects, `one line at ${width} px`).toHaveLength(1);
        expect(rects[0], `inside the footer at ${width} px`).toBeLessThanOrEqual(edge + 0.5);
      }
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Member sign in' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  test.describe('signed in', () => {
    test.use({ storageState: statePath('layout-member') });

    test('says Dashboard instead of the sign-in link', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      // The footer's code loads as the reader nears it (until then it is the server's HTML).
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      await expect(footer.getByRole('link', { name: 'Member sign in' })).toHaveCount(0);
    });
  });
});

test.describe('page details', () => {
  test('the tab focus ring is drawn inside the scrolling tab list, in the brand colour', async ({ page }) => {
    await page.goto('/auth');
    await waitForHydration(page);
    const tab = page.getByRole('tab', { name: 'Sign In' });
    await tab.focus();
    await page.keyboard.press('ArrowRight');
    const focused = page.getByRole('tab', { name: 'Create Account' });
    await expect(focused).toBeFocused();
    const ring = await focused.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: style.outlineWidth, offset: style.outlineOffset, color: style.outlineColor };
    });
    // Inset by its own width: nothing of it lies outside the tab, where the list would clip it.
    expect(ring).toEqual({ width: '3px', offset: '-3px', color: 'rgb(15, 118, 110)' });
  });

  test('every review card keeps its service badge at the right of the name row', async ({ page }) => {
    for (const width of [1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/reviews');
      const cards = page.locator('[data-kind="review"]');
      await expect(cards.first()).toBeVisible();
      const places = await cards.evaluateAll((all) =>
        all.map((card) => {
          const badge = card.querySelector('figcaption [data-slot="badge"]')?.getBoundingClientRect();
          const name = card.querySelector('figcaption strong')?.getBoundingClientRect();
          const caption = card.querySelector('figcaption')?.getBoundingClientRect();
          if (!badge || !name || !caption) return 'missing';
          return Math.abs(badge.right - caption.right) < 1 && Math.abs(badge.top - name.top) < 4 ? 'right' : 'moved';
        }),
      );
      expect(places, `at ${width} px`).toEqual(places.map(() => 'right'));
    }
  });

  test('the contact FAQ starts at the page’s left edge', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contact');
    const pageTitle = await page.getByRole('heading', { level: 1 }).boundingBox();
    const faqTitle = await page.getByRole('heading', { name: 'Questions we hear most' }).boundingBox();
    expect(Math.round(faqTitle?.x ?? -1)).toBe(Math.round(pageTitle?.x ?? -2));
  });
});
