import type { Page } from '@playwright/test';
import { remoteEntryPath } from '@phrasebook/build-config';
import { test, expect } from './fixtures.ts';
import { deployedManifestUrl } from './deployed-remotes.ts';

// A signed-in page in fewer round trips (docs/performance.md, "Round trips"): what the server
// knows goes with index.html and the start-up code is preloaded.

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
    // The libraries, Mantine's core part with the design system, and the app's signed-in
    // start-up with the layout around every signed-in screen, come with them in a few files
    // (start-up-chunks.ts), not after the guard.
    for (const file of [
      'start-up-libraries',
      'signed-in-libraries',
      'signed-in-components',
      'signed-in-start-up',
    ]) {
      expect(preloaded).toContainEqual(
        expect.stringMatching(new RegExp(`^/static/js/async/${file}\\.`)),
      );
    }
    // The opened screen's own code too (screen-files.json, written by the remote's build):
    // it downloads beside the start-up instead of once the router has matched the screen.
    const learnManifest = await deployedManifestUrl(page.request, page.url(), 'mf_learn');
    const screenFiles = new URL('screen-files.json', learnManifest).href;
    const ways = (await (await page.request.get(screenFiles)).json()) as {
      pattern: string;
      files: string[];
    }[];
    const learningHome = ways.find((way) => way.pattern === 'learn')?.files ?? [];
    expect(learningHome.filter((file) => file.endsWith('.js'))).not.toEqual([]);
    for (const file of learningHome) expect(preloaded).toContain(`/mf-learn/${file}`);
    // Chrome says so a few seconds after the load event when a preload went unused.
    await page.waitForTimeout(3_500);
    expect(unusedPreloads).toEqual([]);
  });

  test('a signed-out page preloads no signed-in code', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const preloaded = await preloadedFiles(page);
    expect(preloaded).not.toContainEqual(
      expect.stringMatching(/signed-in-(libraries|components|start-up)|remote-area/),
    );
    expect(preloaded).not.toContainEqual(expect.stringMatching(/remoteEntry/));
  });
});
