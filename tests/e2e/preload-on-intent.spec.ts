import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createDeck, myDecks, userClient } from './learn-helpers.ts';

/** Every request the page makes from now on, by URL. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

// docs/product.md §9: routes prefetch on intent.
test("resting the pointer on a link to another area loads its screen's data before the click", async ({
  page,
  signedInUser,
}) => {
  expect(signedInUser.uid).toBeTruthy();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Manage your Profile' })).toBeVisible();
  const urls = recordRequests(page);

  await page.getByRole('link', { name: 'Friends', exact: true }).hover();
  // The remote's scripts come with it too: platform-prefetch.spec.ts.
  await expect
    .poll(() => urls.filter((url) => /\/rest\/v1\/friend_summary\b/.test(url)).length)
    .toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('link', { name: 'Friends', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Friends and Contacts', level: 1 })).toBeVisible();
});

test("focusing a deck link from the keyboard loads the deck's figures before it is opened", async ({
  page,
  signedInUser,
}) => {
  await createDeck(await userClient(signedInUser), 'fao');
  await page.goto('/friends');
  await expect(page.getByRole('heading', { name: 'Friends and Contacts', level: 1 })).toBeVisible();
  const urls = recordRequests(page);

  await myDecks(page).getByRole('link', { name: 'Faroese' }).focus();
  await expect
    .poll(() => urls.filter((url) => /\/rest\/v1\/user_card_plus\b/.test(url)).length)
    .toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/friends$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Faroese Deck', level: 1 })).toBeVisible();
});
