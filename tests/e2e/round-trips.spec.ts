import type { Page } from '@playwright/test';
import { remoteEntryPath } from '@phrasebook/build-config';
import { test, expect, backendInfo } from './fixtures.ts';
import { addWeighedDeck, sessionClient } from '../bench/page-weight.ts';

/**
 * A signed-in page in fewer round trips (docs/performance.md, "Round trips"): what the server
 * knows goes with index.html, the start-up code is preloaded, and a repeat visit within the
 * cache time opens from the kept query cache.
 */
/** The files the page fetched through a preload link, as paths. */
const preloadedFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link')
      .map((entry) => new URL(entry.name).pathname),
  );

test.describe('a signed-in page before its first screen', () => {
  test('reads the runtime files from index.html, and every file it preloads is used', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const unusedPreloads: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) {
        unusedPreloads.push(message.text());
      }
    });

    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(requested).not.toContain('/config.json');
    expect(requested).not.toContain('/remotes.json');
    expect(requested).not.toContain('/mf-learn/mf-manifest.json');
    // The remote's entry, the shell's start-up and the data layer came from index.html's
    // preloads, side by side, instead of one after another.
    const preloaded = await preloadedFiles(page);
    expect(preloaded).toContainEqual(expect.stringMatching(remoteEntryPath('mf-learn')));
    expect(preloaded).toContainEqual(expect.stringMatching(/^\/static\/js\/async\/bootstrap\./));
    expect(preloaded.length).toBeGreaterThan(20);
    // Chrome says so a few seconds after the load event when a preload went unused.
    await page.waitForTimeout(3_500);
    expect(unusedPreloads).toEqual([]);
  });

  test('a signed-out page preloads no signed-in code', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const preloaded = await preloadedFiles(page);
    expect(preloaded).not.toContainEqual(expect.stringMatching(/app-providers|remote-area/));
    expect(preloaded).not.toContainEqual(expect.stringMatching(/remoteEntry/));
  });
});

test.describe('a repeat visit within the cache time', () => {
  test('shows the screen from the kept query cache without waiting for data', async ({
    page,
    signedInUser,
  }) => {
    const backend = backendInfo();
    await addWeighedDeck(await sessionClient(backend.url, backend.anonKey, signedInUser.session));
    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    await expect(page.getByText('Catalan').first()).toBeVisible();
    // The page keeps its cache once it has settled, and notes when.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('phrasebook-query-cache-kept')), {
        timeout: 15_000,
      })
      .toContain(signedInUser.uid);

    // The data API answers nothing from now on: its requests are left waiting.
    await page.route('**/rest/v1/**', () => {});
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    await expect(page.getByText('Catalan').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Catalan/ }).first()).toBeVisible();
  });
});
