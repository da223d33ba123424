import { FAILURE_TOASTS, SUCCESS_TOASTS } from '@manara/contracts';
import { expect, test } from './test';
import { getReviews, registerMember, toastWith } from './site-pages-helpers';

test.describe('sharing a review as a signed-in member', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await registerMember(page, baseURL!);
    await page.goto('/reviews#share-review');
    // The session is confirmed by /api/auth/me; under a parallel sign-up's password hashing that can be slow.
    await expect(page.locator('#share-review').getByRole('button', { name: 'Submit review' })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('missing details are refused with the contract’s toast', async ({ page }) => {
    const block = page.locator('#share-review');
    await block.getByLabel('Your story').fill('   ');
    await block.getByRole('button', { name: 'Submit review' }).click();
    const refused = toastWith(page, FAILURE_TOASTS.reviewMissingDetails.title);
    await expect(refused).toBeVisible();
    await expect(refused).toContainText(FAILURE_TOASTS.reviewMissingDetails.message);
  });

  test('the rating is clamped to 1–5 with one decimal and defaults to 5', async ({ page }) => {
    const rating = page.locator('#share-review').getByLabel('Rating');
    await expect(rating).toHaveValue('5');
    await rating.fill('7');
    await rating.blur();
    await expect(rating).toHaveValue('5');
    await rating.fill('0.2');
    await rating.blur();
    await expect(rating).toHaveValue('1');
    await rating.fill('4.26');
    await rating.blur();
    await expect(rating).toHaveValue('4.3');
    await expect(page.locator('#share-review').getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
  });

  test('a submitted review is pending: thanked, reset and not listed', async ({ page, request }) => {
    const quote = `The biostatistics team rebuilt our analysis plan in a week (${Date.now()}).`;
    const block = page.locator('#share-review');
    await block.getByLabel('Service').selectOption('Data Analysis');
    await block.getByLabel('Rating').fill('4.5');
    await block.getByLabel('Your story').fill(`  ${quote}  `);

    const posted = page.waitForRequest((r) => r.url().endsWith('/api/reviews') && r.method() === 'POST');
    await block.getByRole('button', { name: 'Submit review' }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    // Only what the member wrote: the server names the author from the session.
    expect(body).toEqual({ service: 'Data Analysis', rating: 4.5, quote });

    const thanked = toastWith(page, SUCCESS_TOASTS.reviewSubmitted.title);
    await expect(thanked).toBeVisible();
    await expect(thanked).toContainText(SUCCESS_TOASTS.reviewSubmitted.message);
    await expect(block.getByLabel('Your story')).toHaveValue('');
    await expect(block.getByLabel('Service')).toHaveValue('');
    await expect(block.getByLabel('Rating')).toHaveValue('5');

    expect((await getReviews(request)).some((r) => r.quote === quote)).toBe(false);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Reviews' })).toBeVisible();
    await expect(page.getByText(quote)).toHaveCount(0);
  });

  test('a refused submission shows the server’s sentence, or the fallback', async ({ page }) => {
    const block = page.locator('#share-review');
    await block.getByLabel('Service').selectOption('Courses');
    await block.getByLabel('Your story').fill('The survival analysis course was excellent.');

    await page.route('**/api/reviews', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'Slow down' }) })
        : route.continue(),
    );
    await block.getByRole('button', { name: 'Submit review' }).click();
    const failed = toastWith(page, FAILURE_TOASTS.reviewSubmit.title);
    await expect(failed).toContainText('Slow down');

    await page.unroute('**/api/reviews');
    await page.route('**/api/reviews', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 502, body: 'Bad gateway' }) : route.continue(),
    );
    await block.getByRole('button', { name: 'Submit review' }).click();
    await expect(
      page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .filter({ hasText: FAILURE_TOASTS.reviewSubmit.message })
        .first(),
    ).toBeVisible();
    await expect(block.getByLabel('Your story')).toHaveValue('The survival analysis course was excellent.');
  });
});
