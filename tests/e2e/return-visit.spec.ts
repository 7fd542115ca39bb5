import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createDeck, dataKept, must, userClient } from './learn-helpers.ts';
import { holdRequests } from './held-requests.ts';

// A learner coming back sees the last data seen at once, then the data as it is now
// (docs/offline.md, "The query cache").

/** Reloads with every data request held until `release` is called. */
async function reloadWithDataHeld(page: Page): Promise<{ release: () => Promise<void> }> {
  const data = await holdRequests(page, '**/rest/v1/**');
  await page.reload();
  return {
    release: async () => {
      expect(data.count()).toBeGreaterThan(0);
      await data.release();
    },
  };
}

test('a return visit shows the decks last seen before any data arrives, then as they are now', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await createDeck(client, 'spa');
  await page.goto('/learn');
  await expect(page.getByRole('article', { name: 'Spanish deck' })).toBeVisible();
  await dataKept(page, signedInUser);

  // Meanwhile, on another device: a French deck.
  await createDeck(client, 'fra');
  const data = await reloadWithDataHeld(page);
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Spanish deck' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'French deck' })).toBeHidden();

  await data.release();
  await expect(page.getByRole('article', { name: 'French deck' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Spanish deck' })).toBeVisible();
});

test('a form opened with the data last seen takes the fresh values when they arrive', async ({
  page,
  signedInUser,
}) => {
  const username = page.getByRole('textbox', { name: 'Username', exact: true });
  await page.goto('/profile');
  await expect(username).toHaveValue(signedInUser.username);
  await dataKept(page, signedInUser);

  // Meanwhile, on another device: a new username.
  const renamed = `n${signedInUser.username}`;
  const client = await userClient(signedInUser);
  must(await client.from('user_profile').update({ username: renamed }).eq('uid', signedInUser.uid));
  const data = await reloadWithDataHeld(page);
  await expect(username).toHaveValue(signedInUser.username);

  await data.release();
  await expect(username).toHaveValue(renamed);
  // Nothing was changed here, so there is nothing to save.
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
});

test('a language chosen from the decks last seen is let go once it turns out to have a deck', async ({
  page,
  signedInUser,
}) => {
  const french = page.getByRole('radio', { name: /French/ });
  await page.goto('/learn/add-deck?lang=fra');
  await expect(french).toBeChecked();
  await dataKept(page, signedInUser);

  // Meanwhile, on another device: a French deck.
  await createDeck(await userClient(signedInUser), 'fra');
  const data = await reloadWithDataHeld(page);
  await expect(french).toBeChecked();

  await data.release();
  await expect(french).toBeDisabled();
  await expect(french).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Start learning', exact: true })).toBeVisible();
});
