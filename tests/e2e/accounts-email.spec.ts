import { test, expect, createTestUser } from './fixtures.ts';
import { logIn, newIdentity, waitForMail } from './accounts-helpers.ts';

test.describe('change email', () => {
  test('change email -> confirm via the outbox -> sign in with the new email', async ({ page }) => {
    // Signed in through the form (not the signedInUser fixture, which restores its session on
    // every page load and so would undo the sign-out below).
    const signedInUser = await createTestUser();
    const next = newIdentity('moved');
    await page.goto('/login?redirectedFrom=%2Fprofile');
    await logIn(page, signedInUser.email, signedInUser.password);
    await page.getByRole('link', { name: 'Change email' }).click();
    await expect(page).toHaveURL(/\/profile\/change-email$/);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText('Enter a new email')).toBeVisible();
    await page.getByRole('textbox', { name: 'New email', exact: true }).fill(signedInUser.email);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText('Enter a new email')).toBeVisible();

    await page.getByRole('textbox', { name: 'New email', exact: true }).fill(next.email);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText(`We sent a confirmation link to ${next.email}.`)).toBeVisible();

    const mail = await waitForMail(next.email, 'email_change');
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/profile\/change-email-confirm/);
    await expect(page.getByText('Email confirmed')).toBeVisible();
    await expect(page.getByText(`Your email is ${next.email}`)).toBeVisible();

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login?redirectedFrom=%2Fprofile');
    await logIn(page, signedInUser.email, signedInUser.password);
    await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(next.email);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('heading', { name: 'Manage your Profile', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(`Signed in as ${next.email}`)).toBeVisible();
  });

  test('change-email-confirm shows error and error_description from the hash, and the current email', async ({
    page,
    signedInUser,
  }) => {
    await page.goto(
      '/profile/change-email-confirm#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('access_denied');
    await expect(alert).toContainText('Email link is invalid or has expired');
    await expect(page.getByText(`Your email is ${signedInUser.email}`)).toBeVisible();
  });
});
