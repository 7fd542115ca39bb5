import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { test, expect, backendInfo } from './fixtures.ts';
import { servedDirs } from './global-setup.ts';
// @ts-expect-error plain ESM script without type declarations
import { startServer } from '../../scripts/serve.mjs';
// @ts-expect-error plain ESM script without type declarations
import { buildApp } from '../../scripts/build.mjs';

test.describe('independent deployment', () => {
  test.setTimeout(180_000);

  test('a rebuilt remote swapped into place is picked up on reload, without rebuilding the shell', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    const distDir = process.env.E2E_DIST_DIR;
    if (!distDir)
      throw new Error('E2E_DIST_DIR is not set: run through tests/e2e/playwright.config.ts');
    const shellIndex = path.join(distDir, 'shell/index.html');
    const shellBefore = fs.readFileSync(shellIndex, 'utf8');

    // A separate server, so swapping the remote does not disturb specs running in parallel.
    const backend = backendInfo();
    const server = await startServer({
      config: {
        supabaseUrl: backend.url,
        supabaseAnonKey: backend.anonKey,
        exposeTestGlobals: true,
      },
      ...servedDirs(distDir),
    });
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
      expect(fs.readFileSync(shellIndex, 'utf8')).toBe(shellBefore);
    } finally {
      await server.close();
      fs.rmSync(newDist, { recursive: true, force: true });
    }
  });
});
