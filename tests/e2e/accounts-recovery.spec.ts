import { test, expect, createTestUser } from './fixtures.ts';
import {
  accountMenu,
  apiClient,
  logIn,
  mailCount,
  newIdentity,
  waitForMail,
} from './accounts-helpers.ts';

test.describe('password recovery', () => {
  test('forgot password -> outbox link -> new password -> sign in with it; the old one fails', async ({
    page,
  }) => {
    const user = await createTestUser();
    const newPassword = `new-${user.password}`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(
      page.getByText(`If an account exists for ${user.email}, we have sent it a link`),
    ).toBeVisible();

    const mail = await waitForMail(user.email, 'recovery');
    const redirect = new URL(mail.link).searchParams.get('redirect_to');
    expect(redirect).toBe(new URL('/set-new-password', page.url()).toString());

    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/set-new-password/);
    await expect(page.getByRole('heading', { name: 'Set a new password', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await expect(page).toHaveURL(/\/learn$/);

    const api = apiClient();
    const old = await api.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(old.error?.code).toBe('invalid_credentials');

    await accountMenu(page, user.username).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login?redirectedFrom=%2Fprofile');
    await logIn(page, user.email, user.password);
    await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('heading', { name: 'Manage your Profile', level: 1 }),
    ).toBeVisible();
  });

  test('the answer is the same whether or not the email has an account', async ({ page }) => {
    const stranger = newIdentity('nobody');
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(stranger.email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(
      page.getByText(`If an account exists for ${stranger.email}, we have sent it a link`),
    ).toBeVisible();
    expect(await mailCount(stranger.email)).toBe(0);
  });

  test('a used or expired link says so and offers a new one', async ({ page }) => {
    const user = await createTestUser();
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    const mail = await waitForMail(user.email, 'recovery');
    // The first visit uses the link up; the second finds it spent.
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { name: 'Set a new password', level: 1 })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await page.goto(mail.link);
    await expect(
      page.getByRole('heading', {
        name: /This link (has expired|is invalid or has expired)/,
        level: 1,
      }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New password' })).toHaveCount(0);

    const before = await mailCount(user.email);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect.poll(() => mailCount(user.email)).toBe(before + 1);
  });
});
