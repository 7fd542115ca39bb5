import { test, expect, createTestUser, signInContext } from './fixtures.ts';

test.describe('signed-in guard', () => {
  test('a signed-out visit to a signed-in route lands on /login with redirectedFrom', async ({
    page,
  }) => {
    await page.goto('/learn/fra/library?text=bonjour');
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirectedFrom')).toBe('/learn/fra/library?text=bonjour');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const path of ['/friends', '/profile', '/getting-started', '/accept-invite?lang=fra']) {
    test(`signed out, ${path} redirects to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?/);
      expect(new URL(page.url()).searchParams.get('redirectedFrom')).toBe(path);
    });
  }

  test('signed-out visitors download no signed-in remote code', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/mf-(learn|review|friends|profile)\//.test(new URL(request.url()).pathname)) {
        remoteRequests.push(request.url());
      }
    });
    await page.goto('/learn');
    await expect(page).toHaveURL(/\/login\?/);
    expect(remoteRequests).toEqual([]);
  });

  test('a signed-in user without a profile is sent to /getting-started', async ({
    context,
    page,
  }) => {
    const user = await createTestUser({ withProfile: false });
    await signInContext(context, user);
    await page.goto('/learn');
    await expect(page).toHaveURL(/\/getting-started$/);
    await page.goto('/friends');
    await expect(page).toHaveURL(/\/getting-started$/);
  });

  test('a signed-in user with a profile stays where they asked to go', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();
    await expect(page).toHaveURL(/\/learn$/);
  });
});
