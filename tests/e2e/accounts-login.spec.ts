import { test, expect, createTestUser } from './fixtures.ts';
import { accountMenu, apiClient, logIn } from './accounts-helpers.ts';

test.describe('login, session and sign-out', () => {
  test('a wrong password gives one clear error and keeps the form; the right one returns to redirectedFrom', async ({
    page,
  }) => {
    const user = await createTestUser();
    await page.goto('/profile/change-email');
    await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Fprofile%2Fchange-email$/);

    await logIn(page, user.email, 'not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('Invalid login credentials');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(user.email);
    await expect(page).toHaveURL(/\/login\?/);

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/profile\/change-email$/);
    await expect(page.getByRole('heading', { name: 'Change your email', level: 1 })).toBeVisible();
  });

  test('the session survives a reload and signed-in visitors of /login are told who they are', async ({
    page,
  }) => {
    const user = await createTestUser();
    await page.goto('/login?redirectedFrom=%2Fprofile');
    await logIn(page, user.email, user.password);
    await expect(
      page.getByRole('heading', { name: 'Manage your Profile', level: 1 }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Manage your Profile', level: 1 }),
    ).toBeVisible();
    await page.goto('/login');
    await expect(page.getByText(`You are signed in as ${user.email}.`)).toBeVisible();
  });

  test('an open redirect through redirectedFrom is refused', async ({ page }) => {
    const user = await createTestUser();
    await page.goto('/login?redirectedFrom=%2F%2Fexample.org%2Fphish');
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/learn$/);
  });

  test("signing out clears the cache: the next user never sees the first user's data", async ({
    page,
  }) => {
    const first = await createTestUser();
    const second = await createTestUser();
    await page.goto('/login?redirectedFrom=%2Fprofile');
    await logIn(page, first.email, first.password);
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(
      first.username,
    );

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Every request of the second user is watched for the first user's name.
    const leaks: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/rest/v1/')) return;
      const body = await response.text().catch(() => '');
      if (body.includes(first.username)) leaks.push(response.url());
    });
    await page.goto('/login?redirectedFrom=%2Fprofile');
    await logIn(page, second.email, second.password);
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(
      second.username,
    );
    await expect(accountMenu(page, second.username)).toBeVisible();
    await expect(page.getByText(first.username)).toHaveCount(0);
    await expect(page.getByText(first.email)).toHaveCount(0);
    expect(leaks).toEqual([]);
  });

  test('a session revoked elsewhere signs this tab out cleanly', async ({ page }) => {
    const user = await createTestUser();
    await page.goto('/login?redirectedFrom=%2Fprofile');
    await logIn(page, user.email, user.password);
    await expect(
      page.getByRole('heading', { name: 'Manage your Profile', level: 1 }),
    ).toBeVisible();

    // "Sign out everywhere" from another device.
    const elsewhere = apiClient();
    const signIn = await elsewhere.auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(signIn.error).toBeNull();
    const { error } = await elsewhere.auth.signOut({ scope: 'global' });
    expect(error).toBeNull();

    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirectedFrom=%2F/);
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')),
    );
    expect(stored).toEqual([]);
  });
});
