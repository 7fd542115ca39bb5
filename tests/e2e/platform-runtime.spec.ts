import path from 'node:path';
import type { Page } from '@playwright/test';
import { remoteEntryPath } from '@phrasebook/build-config';
import { test, expect, backendInfo } from './fixtures.ts';
import { recordScripts } from './downloaded-scripts.ts';
import { startServer } from '../../scripts/serve.mjs';

/** Text of the federation runtime's core (a hook it declares): one copy per runtime. */
const runtimeMarker = '"beforeLoadShare"';

async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test.describe('one federation runtime per page', () => {
  test('visiting three remote areas downloads the runtime once, with the shell', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    const collected = recordScripts(page);
    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();
    await navigateInApp(page, '/friends');
    await expect(page.getByRole('heading', { name: 'Friends and Contacts' })).toBeVisible();
    await navigateInApp(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Manage your Profile' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const downloaded = await collected();
    const withRuntime = downloaded.filter((script) => script.text.includes(runtimeMarker));
    expect(withRuntime.map((script) => script.path)).toEqual([
      expect.stringMatching(/^\/static\/js\/index\.[0-9a-f]+\.js$/),
    ]);
    const entries = downloaded.filter((script) => /\/remoteEntry\.[^/]*js$/.test(script.path));
    expect(entries.map((entry) => entry.path).sort()).toEqual([
      expect.stringMatching(remoteEntryPath('mf-friends')),
      expect.stringMatching(remoteEntryPath('mf-learn')),
      expect.stringMatching(remoteEntryPath('mf-profile')),
    ]);
    // What is left in a remote entry: its own bundler runtime, its chunk map and its checks.
    for (const entry of entries) {
      expect(entry.gzip, `${entry.path}: ${(entry.gzip / 1000).toFixed(1)} kB gzip`).toBeLessThan(
        12_000,
      );
    }
  });

  test('a remote’s production standalone page provides the runtime itself', async ({ page }) => {
    const distDir = process.env.E2E_DIST_DIR;
    if (!distDir) throw new Error('E2E_DIST_DIR is not set: run through playwright.config.ts');
    const backend = backendInfo();
    // mf-friends' dist on its own, as its standalone page is served.
    const server = await startServer({
      shellDir: path.join(distDir, 'mf-friends'),
      config: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
    });
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const collected = recordScripts(page);
      await page.goto(`${server.url}/find-a-friend`);
      await expect(page.getByRole('heading', { name: 'Find a friend', level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      const withRuntime = (await collected()).filter((script) =>
        script.text.includes(runtimeMarker),
      );
      expect(withRuntime.map((script) => script.path)).toEqual(['/federation-runtime.js']);
    } finally {
      await server.close();
    }
  });
});
