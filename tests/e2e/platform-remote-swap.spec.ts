import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { trimmedSharedExports } from '@phrasebook/build-config';
import { test, expect, backendInfo } from './fixtures.ts';
import { servedDirs } from './global-setup.ts';
import { remoteSourceCopyWithScreen } from './remote-source-copy.ts';
import { sharedPackageStates } from './share-scope.ts';
// @ts-expect-error plain ESM script without type declarations
import { startServer } from '../../scripts/serve.mjs';
// @ts-expect-error plain ESM script without type declarations
import { buildApp } from '../../scripts/build.mjs';

/** Which copy of each tree-shaken shared package the page has loaded, e.g. 'react-router: trimmed'. */
async function trimmedPackageCopies(page: Page): Promise<string[]> {
  const copies = new Set<string>();
  for (const { name, trimmed, loaded, trimmedLoaded } of await sharedPackageStates(page)) {
    if (trimmed && loaded) copies.add(`${name}: whole`);
    if (trimmed && trimmedLoaded) copies.add(`${name}: trimmed`);
  }
  return [...copies].sort();
}

const copiesOf = (copy: 'trimmed' | 'whole') =>
  Object.keys(trimmedSharedExports)
    .map((name) => `${name}: ${copy}`)
    .sort();

/** A production server of its own, so swapping a remote does not disturb specs running in parallel. */
async function serveSnapshot() {
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir)
    throw new Error('E2E_DIST_DIR is not set: run through tests/e2e/playwright.config.ts');
  const backend = backendInfo();
  const server = await startServer({
    config: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, exposeTestGlobals: true },
    ...servedDirs(distDir),
  });
  const shellIndex = path.join(distDir, 'shell/index.html');
  return { server, shellIndex, shellBefore: fs.readFileSync(shellIndex, 'utf8') };
}

/** A new release of a remote: its own screen using what no app imported when the shell was built. */
const newReleaseScreen = {
  path: 'learn/new-in-release',
  file: 'new-release-screen.tsx',
  component: 'NewReleaseScreen',
  source: `import { Rating } from '@mantine/core';
import { Stack, Text, Title } from '@mantine/core';
import { MantineScope } from '@phrasebook/ui';
import { useInRouterContext } from 'react-router';

export function NewReleaseScreen() {
  // False from a second copy of react-router: its context would not be the shell's router.
  const inRouter = useInRouterContext();
  return (
    <Stack>
      <Title order={1}>New in this release</Title>
      {/* Mantine's own Rating, which @phrasebook/ui does not offer, in Mantine's provider. */}
      <MantineScope>
        <Rating defaultValue={4} getSymbolLabel={(value) => \`\${value} stars\`} />
      </MantineScope>
      <Text>{inRouter ? 'Inside the shell router' : 'Outside any router'}</Text>
    </Stack>
  );
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
    const newDist = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-mf-learn-'));
    try {
      await page.goto(`${server.url}/learn`);
      await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();
      await expect(page.getByTestId('build-label')).toHaveCount(0);

      const label = `swap-${randomUUID().slice(0, 8)}`;
      await buildApp('mf-learn', { PUBLIC_BUILD_LABEL: label, PHRASEBOOK_DIST_DIR: newDist });
      expect(fs.existsSync(path.join(newDist, 'mf-manifest.json'))).toBe(true);
      server.setRemoteDir('mf-learn', newDist);

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();
      await expect(page.getByTestId('build-label')).toHaveText(`Build ${label}`);
      // It needs nothing new, so the page keeps the trimmed router; nothing on it draws with
      // Mantine's runtime, so no copy of @mantine/core loads at all.
      expect(await trimmedPackageCopies(page)).toEqual(['react-router: trimmed']);
      expect(fs.readFileSync(shellIndex, 'utf8')).toBe(shellBefore);
    } finally {
      await server.close();
      fs.rmSync(newDist, { recursive: true, force: true });
    }
  });

  test('a remote rebuilt with Mantine and react-router exports the shell lacks renders them, through whole copies', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    expect(trimmedSharedExports['@mantine/core']).not.toContain('Rating');
    expect(trimmedSharedExports['react-router']).not.toContain('useInRouterContext');
    const { server, shellIndex, shellBefore } = await serveSnapshot();
    const copy = remoteSourceCopyWithScreen('mf-learn', newReleaseScreen);
    const newDist = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-mf-learn-'));
    try {
      await buildApp(copy.folder, { PHRASEBOOK_DIST_DIR: newDist });
      server.setRemoteDir('mf-learn', newDist);

      const documentLoads = countDocumentLoads(page);
      await page.goto(`${server.url}/learn/new-in-release`);
      await expect(page.getByRole('heading', { name: 'New in this release' })).toBeVisible();
      await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await expect(page.getByText('Inside the shell router')).toBeVisible();
      // Styled too: the whole Mantine styles came with the whole copy.
      await expect(page.locator('.mantine-Rating-root')).toHaveCSS('display', 'flex');
      // At most one reload brought the whole copies: none when the remote, fetched while the
      // session is read at start-up, asked for them before anything rendered with the trimmed.
      const loadsForWholeCopies = documentLoads();
      expect(loadsForWholeCopies).toBeLessThanOrEqual(2);
      expect(await trimmedPackageCopies(page)).toEqual(copiesOf('whole'));

      // The rest of the tab's session starts with the whole copies, and other remotes use them
      // (the profile loads no Mantine runtime, so only the router's shows).
      await page.goto(`${server.url}/profile`);
      await expect(page.getByRole('heading', { name: 'Manage your Profile' })).toBeVisible();
      expect(documentLoads()).toBe(loadsForWholeCopies + 1);
      expect(await trimmedPackageCopies(page)).toEqual(['react-router: whole']);
      expect(fs.readFileSync(shellIndex, 'utf8')).toBe(shellBefore);
    } finally {
      await server.close();
      copy.remove();
      fs.rmSync(newDist, { recursive: true, force: true });
    }
  });
});
