import { test, expect } from './fixtures.ts';

test.describe('installed app launch', () => {
  // Chromium cannot be launched as an installed app here; report standalone display mode instead.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const realMatchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        const result = realMatchMedia(query);
        if (!query.includes('display-mode: standalone')) return result;
        return {
          matches: true,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        } satisfies MediaQueryList;
      };
    });
  });

  test('signed out, / goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed in, / goes to /learn', async ({ page, signedInUser }) => {
    expect(signedInUser.uid).toBeTruthy();
    await page.goto('/');
    await expect(page).toHaveURL(/\/learn$/);
  });
});
