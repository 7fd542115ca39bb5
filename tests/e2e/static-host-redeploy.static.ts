import fs from 'node:fs';
import path from 'node:path';
import { test, expect, backendInfo } from './fixtures.ts';
import { rehearsalBuilds } from './static-host-setup.ts';
import { deployedManifestUrl } from './deployed-remotes.ts';
import { learnReleases, releaseBuild } from './release-builds.ts';
import { startStaticRehearsal, uploadBuild } from '../../scripts/deploy/static-rehearsal.mjs';
import { writePageHints } from '../../scripts/deploy/write-page-hints.mjs';

// Only in playwright.static.config.ts: a second team ships mf-learn to its own origin, as
// docs/deploying.md walks them through it, with the shell's origin untouched but for the hint step.

/** The entry file that the shell's index.html on its origin names for mf_learn's pages. */
function hintedLearnEntry(shellDir: string): string | undefined {
  const html = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  return /"(http[^"]+\/mf-learn\/remoteEntry\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
}

test('a remote shipped alone to its origin is picked up on the next load, with stale hints and after the hint step, the shell not rebuilt', async ({
  page,
  signedInUser,
}) => {
  test.setTimeout(180_000);
  expect(signedInUser.uid).toBeTruthy();
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: run through playwright.static.config.ts');
  const backend = backendInfo();
  const host = await startStaticRehearsal({
    ...rehearsalBuilds(distDir),
    config: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, exposeTestGlobals: true },
  });
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const shellEntries = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === host.url && /^\/static\/js\/index\./.test(url.pathname)) {
        shellEntries.add(url.pathname);
      }
    });
    await page.goto(`${host.url}/learn`);
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    await expect(page.getByTestId('build-label')).toHaveCount(0);
    const firstEntry = hintedLearnEntry(host.shellDir);
    expect(firstEntry).toMatch(new RegExp(`^${host.remoteUrls['mf-learn']}/mf-learn/`));

    // The second team's release: built alone, with a label the page shows.
    const { label, release } = learnReleases[0]!;
    const newDist = await releaseBuild(release);

    // Uploaded to its origin, the hint step not run yet: the shell's page still names the
    // release before, whose files stay on the origin beside the new ones, and keeps working.
    await uploadBuild(newDist, path.join(path.dirname(host.shellDir), 'mf-learn', 'mf-learn'));
    expect(hintedLearnEntry(host.shellDir)).toBe(firstEntry);
    expect((await page.request.get(firstEntry ?? '')).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    await expect(page.getByTestId('build-label')).toHaveCount(0);

    // The hint step: the page names the new entry, and the next load brings the new release.
    await writePageHints(host.shellDir, host.url);
    const manifestUrl = await deployedManifestUrl(page.request, host.url, 'mf_learn');
    const manifest = (await (await page.request.get(manifestUrl)).json()) as {
      metaData: { remoteEntry: { name: string } };
    };
    const newEntry = new URL(manifest.metaData.remoteEntry.name, manifestUrl).href;
    expect(newEntry).not.toBe(firstEntry);
    expect(hintedLearnEntry(host.shellDir)).toBe(newEntry);
    const entryLoaded = page.waitForRequest(newEntry);
    await page.reload();
    await entryLoaded;
    await expect(page.getByTestId('build-label')).toHaveText(`Build ${label}`);
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    // The same shell all along: one entry script of its, by one name, on every load.
    expect(shellEntries.size).toBe(1);
    expect(errors).toEqual([]);
  } finally {
    await host.close();
  }
});
