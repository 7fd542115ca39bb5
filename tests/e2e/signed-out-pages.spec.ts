import { test, expect } from './fixtures.ts';
import { leanSharedPackages, loadedSharedPackages } from './share-scope.ts';
import { recordScripts, type DownloadedScript } from './downloaded-scripts.ts';

/** Every page a signed-out visitor can open, with its heading. */
const signedOutPages = [
  ['/', 'Learn the phrases you will actually say'],
  ['/login', 'Log in'],
  ['/signup', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/set-new-password', 'This link is invalid or has expired'],
  ['/find-a-friend', 'Find a friend'],
  ['/privacy-policy', 'Privacy policy'],
  ['/request-removal', 'Request removal of your data'],
] as const;

/** The pages with the public header (home link, theme switch, Sign up). */
const withPublicHeader = new Set(['/', '/privacy-policy', '/request-removal']);

/** The pages built from the lean kit, like /login: no Mantine, no data layer, no zod at first load. */
const leanPages = [
  '/',
  '/privacy-policy',
  '/request-removal',
  '/login',
  '/signup',
  '/forgot-password',
  '/set-new-password',
];

test.describe('signed-out pages on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [path, heading] of signedOutPages) {
    test(`${path} fits the screen: no sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
      if (!withPublicHeader.has(path)) return;
      const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign up', exact: true });
      const box = await signUp.boundingBox();
      expect(box, 'the header has a visible Sign up link').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await expect(page.getByRole('link', { name: 'Phrasebook home' })).toBeInViewport();
      await expect(page.getByRole('radiogroup', { name: 'Colour theme' })).toBeInViewport();
    });
  }
});

/** The URLs of the recorded scripts holding `marker`: MantineProvider's CSS-variable code, or zod's. */
async function scriptsWith(
  recorded: () => Promise<DownloadedScript[]>,
  marker: string,
): Promise<string[]> {
  return (await recorded()).filter(({ text }) => text.includes(marker)).map((s) => s.url);
}

test.describe('signed-out pages load like /login', () => {
  for (const path of leanPages) {
    test(`${path} downloads neither Mantine, the app's providers nor zod`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await loadedSharedPackages(page)).toEqual(leanSharedPackages);
      // Whatever the chunks are called: MantineProvider writes its CSS variables into a
      // <style data-mantine-styles>, and no script of a lean page may carry that code.
      expect(await scriptsWith(scripts, 'data-mantine-styles')).toEqual([]);
      expect(await page.locator('style[data-mantine-styles]').count()).toBe(0);
      // Nor zod: the schemas load with a form, on its first focus.
      expect(await scriptsWith(scripts, 'ZodError')).toEqual([]);
    });
  }

  // A remote's signed-out screen (docs/architecture.md): its remote loads, and from the share
  // scope only what /login takes: no Mantine, no app providers, no data layer, no zod.
  test("/find-a-friend downloads neither Mantine, the app's providers, the data layer nor zod", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto('/find-a-friend');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a friend' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadedSharedPackages(page)).toEqual(leanSharedPackages);
    expect(await scriptsWith(scripts, 'data-mantine-styles')).toEqual([]);
    expect(await page.locator('style[data-mantine-styles]').count()).toBe(0);
    expect(await scriptsWith(scripts, 'ZodError')).toEqual([]);
  });
});
