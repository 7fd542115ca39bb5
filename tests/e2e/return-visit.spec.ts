import type { Route } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createDeck, userClient } from './learn-helpers.ts';

// A learner coming back sees the last data seen at once, then the data as it is now
// (docs/offline.md, "The query cache").

test('a return visit shows the decks last seen before any data arrives, then as they are now', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await createDeck(client, 'spa');
  await page.goto('/learn');
  await expect(page.getByRole('article', { name: 'Spanish deck' })).toBeVisible();
  // Moving the pointer settles the page, which starts keeping its data on this device.
  await page.mouse.move(10, 10);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('phrasebook-query-cache-kept')))
    .toBe(signedInUser.uid);

  // Meanwhile, on another device: a French deck.
  await createDeck(client, 'fra');
  const held: Route[] = [];
  let holding = true;
  await page.route('**/rest/v1/**', (route) => (holding ? held.push(route) : route.continue()));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Spanish deck' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'French deck' })).toBeHidden();
  expect(held.length).toBeGreaterThan(0);

  holding = false;
  for (const route of held) await route.continue();
  await expect(page.getByRole('article', { name: 'French deck' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Spanish deck' })).toBeVisible();
});
