import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';

test.describe('not-found page', () => {
  test('an unknown route shows the 404 page with its four ways out', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(
      page.getByRole('heading', { level: 1, name: '404: Page not found' }),
    ).toBeVisible();
    await expect(page.getByText('We did not find a page matching that URL')).toBeVisible();
    for (const name of ['Go Back', 'Go home', 'Learning dashboard', 'Your profile']) {
      await expect(page.getByRole(name === 'Go Back' ? 'button' : 'link', { name })).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await page.goto('/nowhere');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('Go home opens the landing page', async ({ page }) => {
    await page.goto('/nowhere');
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign up for free' })).toBeVisible();
  });

  test('Learning dashboard and Your profile lead to /learn and /profile (via log-in when signed out)', async ({
    page,
  }) => {
    for (const [name, target] of [
      ['Learning dashboard', '/learn'],
      ['Your profile', '/profile'],
    ] as const) {
      await page.goto('/nowhere');
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/login\?/);
      expect(new URL(page.url()).searchParams.get('redirectedFrom')).toBe(target);
    }
  });

  test('signed in, Learning dashboard and Your profile open those pages', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    await page.goto('/nowhere');
    await page.getByRole('link', { name: 'Learning dashboard' }).click();
    await expect(page).toHaveURL(/\/learn$/);
    await page.goto('/nowhere');
    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('public pages are accessible', () => {
  for (const [path, heading] of [
    ['/', 'Learn the phrases you will actually say'],
    ['/privacy-policy', 'Privacy policy'],
    ['/request-removal', 'Request removal of your data'],
  ] as const) {
    for (const scheme of ['dark', 'light'] as const) {
      test(`${path} has no serious axe violations (${scheme})`, async ({ page }) => {
        await page.addInitScript(
          (value) => window.localStorage.setItem('phrasebook-color-scheme', value),
          scheme,
        );
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expectNoSeriousAxeViolations(page);
      });
    }
  }

  test('the removal form prepares an email to the privacy address', async ({ page }) => {
    await page.goto('/request-removal');
    // Headless Chromium has no mail app, so the page stays; the prepared link shows what was sent.
    await page
      .getByRole('textbox', { name: /Email address on your account/ })
      .fill('ana@example.com');
    await page.getByRole('button', { name: 'Write the request email' }).click();
    await expect(page.getByText('Your email app should open now')).toBeVisible();
    const href = await page
      .getByRole('link', { name: 'open the prepared email' })
      .getAttribute('href');
    expect(href).toMatch(
      /^mailto:privacy@phrasebook\.app\?subject=Remove%20my%20Phrasebook%20account/,
    );
  });
});
