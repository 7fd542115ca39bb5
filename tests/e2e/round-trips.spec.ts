import type { Page } from '@playwright/test';
import { remoteEntryPath } from '@phrasebook/build-config';
import { test, expect } from './fixtures.ts';
import { deployedManifestUrl } from './deployed-remotes.ts';

// A signed-in page in fewer round trips (docs/performance.md, "Round trips"): what the server
// knows goes with index.html and the start-up code is preloaded.

/** The files the page fetched, as paths, with what asked for them and when. */
const fetchedFiles = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      ({ name, initiatorType, startTime, responseEnd }) => ({
        path: new URL(name).pathname,
        initiatorType,
        startTime,
        responseEnd,
      }),
    ),
  );

/** The files the page fetched through a preload link, as paths. */
const preloadedFiles = async (page: Page) =>
  (await fetchedFiles(page))
    .filter((file) => file.initiatorType === 'link')
    .map((file) => file.path);

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
    // The remote's entry and every page's start-up came from index.html's preloads, side by
    // side, instead of one after another.
    const preloaded = await preloadedFiles(page);
    expect(preloaded).toContainEqual(expect.stringMatching(remoteEntryPath('mf-learn')));
    expect(preloaded).toContainEqual(expect.stringMatching(/^\/static\/js\/async\/bootstrap\./));
    // Every page's start-up (the entry, React and the router) is preloaded alone. The signed-in
    // libraries, Mantine's core part with the design system and the app's signed-in start-up
    // (start-up-chunks.ts) are asked for by the entry as it runs: preloaded beside it they
    // shared a slow link with it and made everything arrive later (docs/performance.md).
    expect(preloaded).toContainEqual(
      expect.stringMatching(/^\/static\/js\/async\/start-up-libraries\./),
    );
    const scripts = await fetchedFiles(page);
    const entry = scripts.find((script) => /^\/static\/js\/index\./.test(script.path));
    expect(entry).toBeDefined();
    for (const file of ['signed-in-libraries', 'signed-in-components', 'signed-in-start-up']) {
      const script = scripts.find((each) =>
        new RegExp(`^/static/js/async/${file}\\.`).test(each.path),
      );
      expect(script, file).toMatchObject({ initiatorType: 'script' });
      expect(script?.startTime, file).toBeGreaterThanOrEqual(entry?.responseEnd ?? Infinity);
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
    // The shell's start-up scripts, nearly all run before the first screen, carry V8's compile
    // hint (start-preload-plugin.ts); a screen's code, much of it run later if at all, does not.
    const firstLine = async (url: string) =>
      (await (await page.request.get(url)).text()).split('\n', 1)[0];
    const startUp = scripts.filter(({ path }) =>
      /^\/static\/js\/(index|async\/(bootstrap|start-up-libraries|signed-in-[a-z-]+))\./.test(path),
    );
    expect(startUp).toHaveLength(6);
    for (const { path } of startUp) {
      expect(await firstLine(path), path).toBe('//# allFunctionsCalledOnLoad');
    }
    const screenScript = learningHome.find((file) => file.endsWith('.js'));
    expect(await firstLine(new URL(screenScript!, learnManifest).href)).not.toContain('//#');
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
