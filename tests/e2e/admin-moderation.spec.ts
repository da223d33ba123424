import { reviewStatusToast, SUCCESS_TOASTS, type Review } from '@manara/contracts';
import { expect, test } from './test';
import { E2E_ADMIN } from '../helpers/e2e-env';
import { sectionLink } from './admin-helpers';
import { MEMBER_PASSWORD, toastWith, uniqueEmail } from './auth-helpers';

/**
 * The whole moderation loop: a new member creates an account and submits a review, which is not
 * public; the admin signs in, finds it in moderation and approves it; it then shows on /reviews and
 * on Home.
 */
test('a review goes from a new member through moderation to /reviews and Home', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const name = `Hala ${Date.now().toString(36)}`;
  const quote = `The analysis plan from Manara saved our trial months of work (${name}).`;

  // 1. A new member creates an account from /reviews#share-review and submits a review.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto('/reviews#share-review');
  await member.getByRole('link', { name: 'Sign in to share a review' }).click();
  await expect(member).toHaveURL(/\/auth$/);
  await member.getByRole('tab', { name: 'Create Account' }).click();
  const signUp = member.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Full name').fill(name);
  await signUp.getByLabel('Email').fill(uniqueEmail('loop'));
  await signUp.getByLabel('Password').fill(MEMBER_PASSWORD);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastWith(member, SUCCESS_TOASTS.accountCreated.title)).toBeVisible();
  // Back to the form the member first asked for.
  await expect(member).toHaveURL(/\/reviews#share-review$/);
  const share = member.getByRole('form', { name: 'Share your review' });
  await share.getByLabel('Service').selectOption('Data Analysis');
  await share.getByLabel('Your story').fill(quote);
  await share.getByRole('button', { name: 'Submit review' }).click();
  await expect(toastWith(member, SUCCESS_TOASTS.reviewSubmitted.title)).toBeVisible();
  await memberContext.close();

  // 2. Not public yet.
  const before = (await (await request.get('/api/reviews')).json()) as Review[];
  expect(before.some((r) => r.quote === quote)).toBe(false);

  // 3. The admin signs in, sees it in moderation and approves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/auth');
  const signIn = admin.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(E2E_ADMIN.email);
  await signIn.getByLabel('Password').fill(E2E_ADMIN.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  // Moderation is a section of its own; the sidebar leads there.
  await sectionLink(admin, 'Review moderation').click();
  await expect(admin).toHaveURL(/\/admin\/moderation$/);
  const moderation = admin.getByRole('region', { name: 'Review moderation', exact: true });
  const pending = moderation.getByTestId('pending-review').filter({ hasText: quote });
  await expect(pending).toBeVisible();
  await pending.getByRole('button', { name: `Approve review by ${name}` }).click();
  await expect(toastWith(admin, reviewStatusToast('approved').title)).toBeVisible();
  await expect(pending).toHaveCount(0);
  // Focus moves on to the next review waiting (or to the sentence that none is left), not the page.
  await expect(
    moderation.locator('[data-action="approve"], [data-slot="moderation-empty"]').and(admin.locator(':focus')),
  ).toHaveCount(1);
  await adminContext.close();

  // 4. Public on /reviews and on Home.
  const visitor = await browser.newPage();
  await visitor.goto('/reviews');
  await expect(visitor.getByText(quote)).toBeVisible();
  await visitor.goto('/');
  await expect(visitor.getByText(quote)).toBeVisible();
  await visitor.close();
});
