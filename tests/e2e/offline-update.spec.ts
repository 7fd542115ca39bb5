import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { serveSnapshot } from './own-server.ts';
import { learnReleases, releaseBuild } from './release-builds.ts';
import { keptForOffline, untilAskingForNewVersions } from './offline-helpers.ts';
import { deployedManifestUrl } from './deployed-remotes.ts';

// With the offline app's service worker in place, as learners have it.
test.use({ serviceWorkers: 'allow' });

/** The remotes' files the offline app keeps (sw.ts). */
const keptRemoteFiles = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('phrasebook-remote-files')).keys()).map((request) => request.url),
  );

/** The address of the entry that mf-learn's manifest names now. */
async function learnEntry(page: Page, serverUrl: string): Promise<string> {
  const manifestUrl = await deployedManifestUrl(page.request, serverUrl, 'mf_learn');
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    metaData: { remoteEntry: { name: string } };
  };
  return new URL(manifest.metaData.remoteEntry.name, manifestUrl).href;
}

test.describe('new versions without breakage', () => {
  // Each test builds mf-learn once or twice; on the static rehearsal each deploy also uploads the
  // build and runs the hint step.
  test.setTimeout(180_000);

  test('a remote deployed while the page is open is offered with a reload, which brings it', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    const { server } = await serveSnapshot();
    try {
      await page.goto(`${server.url}/learn`);
      await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
      await keptForOffline(page);

      // Nothing new yet: coming back to the tab offers nothing.
      const offer = page.getByRole('alert').filter({ hasText: 'A new version is available' });
      await untilAskingForNewVersions(page);
      await page.waitForTimeout(1_000);
      await expect(offer).toHaveCount(0);

      const { label, release } = learnReleases[0]!;
      await server.deployRemote('mf-learn', await releaseBuild(release));

      // The learner comes back to the tab: the page asks, and offers the new version.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(offer).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
      await offer.getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByTestId('build-label')).toHaveText(`Build ${label}`);
      await expect(offer).toHaveCount(0);

      // The service worker picked the new remote up, shell unchanged: it opens offline too.
      await page.waitForTimeout(1_000);
      await page.context().setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
      await expect(page.getByTestId('build-label')).toHaveText(`Build ${label}`);
      await page.context().setOffline(false);
    } finally {
      await server.close();
    }
  });

  test("a remote's files are let go two deploys later: the version before stays for pages still on it", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    const { server } = await serveSnapshot();
    try {
      await page.goto(`${server.url}/learn`);
      await keptForOffline(page);
      const entries = [await learnEntry(page, server.url)];
      await expect.poll(() => keptRemoteFiles(page)).toContain(entries[0]);

      for (const { label, release } of learnReleases) {
        await server.deployRemote('mf-learn', await releaseBuild(release));
        entries.push(await learnEntry(page, server.url));
        // Once the page has settled, the worker reads the manifests and keeps what is new.
        await page.reload();
        await expect(page.getByTestId('build-label')).toHaveText(`Build ${label}`);
        await expect.poll(() => keptRemoteFiles(page)).toContain(entries.at(-1));
      }
      await expect.poll(() => keptRemoteFiles(page)).not.toContain(entries[0]);
      expect(await keptRemoteFiles(page)).toContain(entries[1]);
    } finally {
      await server.close();
    }
  });
});
