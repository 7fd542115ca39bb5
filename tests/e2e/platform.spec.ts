import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { remoteApps, shellApp } from '@phrasebook/build-config/remotes';
import { test, expect, nodeWebSocket, type BackendInfo } from './fixtures.ts';
import { sharedPackageStates } from './share-scope.ts';

/** user_client_event rows about mf_friends failing to load (read with the service role). */
async function remoteErrorEvents(backend: BackendInfo): Promise<unknown[]> {
  const admin = createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: nodeWebSocket },
  });
  const { data, error } = await admin
    .from('user_client_event')
    .select('message, context, url')
    .eq('context->>remoteModule', 'mf_friends/routes');
  if (error) throw error;
  return data;
}

/** Client-side navigation, as a link click would do, so the page (and its singletons) stays. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const appNavigation = (page: Page) => page.getByRole('navigation', { name: 'App' });

test.describe('micro-frontend platform', () => {
  test('each remote renders inside the shell with one React, one QueryClient, one Supabase client', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();
    await expect(page.getByText('Which deck are we studying today?')).toBeVisible();
    await expect(appNavigation(page)).toBeVisible();

    await navigateInApp(page, '/learn/fra/review');
    await expect(page.getByRole('heading', { name: 'Review French cards' })).toBeVisible();

    await navigateInApp(page, '/friends');
    await expect(page.getByRole('heading', { name: 'Friends and Contacts' })).toBeVisible();
    await expect(appNavigation(page)).toBeVisible();

    await navigateInApp(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Manage your Profile' })).toBeVisible();

    const singletons = await page.evaluate(() => {
      const globals = window.__phrasebook;
      return globals
        ? {
            react: globals.react.size,
            queryClient: globals.queryClient.size,
            supabase: globals.supabase.size,
            registeredBy: [...globals.registeredBy].sort(),
          }
        : null;
    });
    expect(singletons).toEqual({
      react: 1,
      queryClient: 1,
      supabase: 1,
      registeredBy: [shellApp.name, ...remoteApps.map((app) => app.name)].sort(),
    });

    // Shared libraries come from the shell: a remote's own fallback copies are never fetched.
    // One view of the share scope per federation instance; each says who provided the package.
    // A tree-shaken shared package (react-router) is loaded as its trimmed copy.
    const shared: Record<string, string[]> = {};
    for (const { name, from, loaded, trimmedLoaded } of await sharedPackageStates(page)) {
      if ((loaded || trimmedLoaded) && !(shared[name] ??= []).includes(from)) {
        shared[name].push(from);
      }
    }
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      '@tanstack/react-query',
      '@phrasebook/data',
    ]) {
      expect(shared[name], name).toEqual(['shell']);
    }
    // Every app builds react-router trimmed to the same exports, so none needs the whole copy.
    expect(requested.filter((path) => path.includes('/independent-packages/'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a remote that cannot load shows its unavailable panel; other areas work; retry recovers', async ({
    page,
    signedInUser,
    backend,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    const blocked = '**/mf-friends/**';
    await page.route(blocked, (route) => route.abort('connectionrefused'));

    await page.goto('/friends');
    const panel = page.getByRole('heading', { name: 'Friends is unavailable right now' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(appNavigation(page)).toBeVisible();

    await navigateInApp(page, '/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();
    await navigateInApp(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Manage your Profile' })).toBeVisible();

    await navigateInApp(page, '/friends/requests');
    await expect(panel).toBeVisible();

    // The errorLoadRemote hook reported the failure to the client error log (docs/product.md §7).
    await expect
      .poll(async () => (await remoteErrorEvents(backend)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Friends and Contacts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Friend requests' })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });

  test('a signed-out page whose remote cannot load shows the unavailable panel; retry recovers', async ({
    page,
  }) => {
    const blocked = '**/mf-friends/**';
    await page.route(blocked, (route) => route.abort('connectionrefused'));

    await page.goto('/find-a-friend');
    const panel = page.getByRole('heading', { name: 'Friends is unavailable right now' });
    await expect(panel).toBeVisible({ timeout: 20_000 });

    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Find a friend', level: 1 })).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  });

  test('/find-a-friend (mf_friends) is reachable signed out, in the auth group', async ({
    page,
  }) => {
    await page.goto('/find-a-friend');
    await expect(page).toHaveURL(/\/find-a-friend$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(appNavigation(page)).toHaveCount(0);
  });

  test('unknown paths inside a loaded area are 404s, not panels', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    await page.goto('/friends/chats/x/recommend/extra/segments');
    await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
  });
});
