import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { trimmedSharedExports } from '@phrasebook/build-config';
import { test, expect } from './fixtures.ts';
import { serveSnapshot } from './own-server.ts';
import { recordScripts } from './downloaded-scripts.ts';
import { sharedPackageStates } from './share-scope.ts';
import { learnReleases, releaseBuild } from './release-builds.ts';

/** Which copy of each tree-shaken shared package the page has loaded, e.g. 'react-router: trimmed'. */
async function trimmedPackageCopies(page: Page): Promise<string[]> {
  const copies = new Set<string>();
  for (const { name, trimmed, loaded, trimmedLoaded } of await sharedPackageStates(page)) {
    if (trimmed && loaded) copies.add(`${name}: whole`);
    if (trimmed && trimmedLoaded) copies.add(`${name}: trimmed`);
  }
  return [...copies].sort();
}

/**
 * scripts/check-deploy.mjs on a remote's new dist, against a shell's folder or URL; run
 * asynchronously, since the server it may ask runs in this process.
 */
function checkDeploy(
  remoteDist: string,
  shell: string,
): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/check-deploy.mjs', remoteDist, shell],
      { cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..') },
      (error, _stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stderr }),
    );
  });
}

/** A new release of a remote: a screen drawn with a Mantine component no app used before. */
const mantineReleaseScreen = {
  path: 'learn/new-in-release',
  file: 'new-release-screen.tsx',
  component: 'NewReleaseScreen',
  source: `import { Rating, Stack, Title } from '@mantine/core';

export function NewReleaseScreen() {
  return (
    <Stack>
      <Title order={1}>New in this release</Title>
      <Rating defaultValue={4} getSymbolLabel={(value) => \`\${value} stars\`} />
    </Stack>
  );
}
`,
};

/** A new release of a remote that uses a react-router export the shell's trimmed copy lacks. */
const routerReleaseScreen = {
  path: 'learn/new-in-release',
  file: 'new-release-screen.tsx',
  component: 'NewReleaseScreen',
  source: `import { useInRouterContext } from 'react-router';

export function NewReleaseScreen() {
  return <h1>{useInRouterContext() ? 'Inside the shell router' : 'Outside any router'}</h1>;
}
`,
};

function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test.describe('independent deployment', () => {
  test.setTimeout(180_000);

  test('a rebuilt remote swapped into place is picked up on reload, without rebuilding the shell', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    const { server, shellIndex, shellBefore } = await serveSnapshot();
    try {
      await page.goto(`${server.url}/learn`);
      await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();
      await expect(page.getByTestId('build-label')).toHaveCount(0);

      const { label, release } = learnReleases[0]!;
      const newDist = await releaseBuild(release);
      expect(fs.existsSync(path.join(newDist, 'mf-manifest.json'))).toBe(true);
      await server.deployRemote('mf-learn', newDist);

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();
      await expect(page.getByTestId('build-label')).toHaveText(`Build ${label}`);
      // It needs nothing new, so the page keeps the trimmed router.
      expect(await trimmedPackageCopies(page)).toEqual(['react-router: trimmed']);
      expect(fs.readFileSync(shellIndex, 'utf8')).toBe(shellBefore);
    } finally {
      await server.close();
    }
  });

  test('a remote rebuilt with a Mantine component no app used renders it, styled, without rebuilding the shell', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    const { server, shellIndex, shellBefore } = await serveSnapshot();
    try {
      const newDist = await releaseBuild({ app: 'mf-learn', screen: mantineReleaseScreen });
      await server.deployRemote('mf-learn', newDist);

      const documentLoads = countDocumentLoads(page);
      const scripts = recordScripts(page);
      await page.goto(`${server.url}/learn/new-in-release`);
      await expect(page.getByRole('heading', { name: 'New in this release' })).toBeVisible();
      await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
      // Styled by the shell's copy of Mantine: the part that holds Rating brought its styles.
      await expect(page.locator('.mantine-Rating-root')).toHaveCSS('display', 'flex');
      expect(documentLoads()).toBe(1);
      // One copy of Mantine on the page, the shell's: the remote brought none of its own.
      const mantineCore = 'MantineProvider was not found';
      const withMantine = (await scripts()).filter((script) => script.text.includes(mantineCore));
      expect(withMantine.length).toBeGreaterThan(0);
      expect(withMantine.filter((script) => !script.path.startsWith('/static/js/'))).toEqual([]);
      expect(fs.readFileSync(shellIndex, 'utf8')).toBe(shellBefore);
    } finally {
      await server.close();
    }
  });

  test('a remote that needs a react-router export the deployed shell lacks is refused by the deploy check, and, shipped anyway, fails in its area without reloading the tab', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    expect(trimmedSharedExports['react-router']).not.toContain('useInRouterContext');
    const { server, shellIndex, shellBefore, shellDir } = await serveSnapshot();
    try {
      const newDist = await releaseBuild({ app: 'mf-learn', screen: routerReleaseScreen });
      const check = await checkDeploy(newDist, server.url);
      expect(check.status).toBe(1);
      expect(check.stderr).toContain(
        "mf_learn uses useInRouterContext from react-router, which the deployed shell's shared copy lacks: ship the shell first",
      );
      // The same check against the shell's folder, as a release job would run it.
      expect((await checkDeploy(newDist, shellDir)).status).toBe(1);

      // Shipped regardless: only its area fails, and the tab never reloads itself.
      await server.deployRemote('mf-learn', newDist);
      const documentLoads = countDocumentLoads(page);
      await page.goto(`${server.url}/learn/new-in-release`);
      await expect(
        page.getByRole('heading', { name: 'Learning is unavailable right now' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Friends' }).first().click();
      await expect(page.getByRole('heading', { name: 'Friends and Contacts' })).toBeVisible();
      expect(documentLoads()).toBe(1);
      expect(await trimmedPackageCopies(page)).toEqual(['react-router: trimmed']);
      expect(fs.readFileSync(shellIndex, 'utf8')).toBe(shellBefore);
    } finally {
      await server.close();
    }
  });
});
