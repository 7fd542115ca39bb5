import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures.ts';
import { serveSnapshot } from './own-server.ts';
import { releaseBuild } from './release-builds.ts';
import { keptForOffline, shellFilesNotKept, untilAskingForNewVersions } from './offline-helpers.ts';

// With the offline app's service worker in place, as learners have it.
test.use({ serviceWorkers: 'allow' });

const learningHome = { name: 'Learning Home', level: 1 } as const;

test('a new shell deployed is offered, kept whole by its new worker, and opens offline once taken', async ({
  context,
  page,
  signedInUser,
}) => {
  test.setTimeout(150_000);
  expect(signedInUser.uid).toBeTruthy();
  const { server } = await serveSnapshot();
  try {
    await page.goto(`${server.url}/learn`);
    await expect(page.getByRole('heading', learningHome)).toBeVisible();
    await keptForOffline(page);
    await untilAskingForNewVersions(page);

    // The shell deployed anew: built with source maps, each of its scripts has a new name.
    const newDist = await releaseBuild({ app: 'shell', env: { PHRASEBOOK_SOURCE_MAPS: '1' } });
    await server.deployShell(newDist);
    const newEntry = fs.readdirSync(path.join(newDist, 'static/js')).find((file) => {
      return /^index\.[0-9a-f]+\.js$/.test(file);
    });
    expect(newEntry).toBeTruthy();

    // The learner comes back to the tab: the new version is offered, and its worker, fetched
    // at once, installs beside the one in control and waits.
    const offer = page.getByRole('alert').filter({ hasText: 'A new version is available' });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(offer).toBeVisible();
    await expect
      .poll(
        () =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
          ),
        { timeout: 60_000 },
      )
      .toBe('installed');
    // Waiting, it has kept every file of the new build, not only what a page loads first.
    expect(await shellFilesNotKept(page)).toEqual([]);

    // The learner takes the new version; it opens offline too.
    await offer.getByRole('button', { name: 'Reload' }).click();
    // The page's entry script, by its new name: the new shell runs.
    const newShell = page.locator(`script[src$="/static/js/${newEntry}"]`);
    await expect(newShell).toHaveCount(1);
    await expect(page.getByRole('heading', learningHome)).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', learningHome)).toBeVisible();
    await expect(newShell).toHaveCount(1);
    await context.setOffline(false);
  } finally {
    await server.close();
  }
});
