import type { Page } from '@playwright/test';
import { test, expect, signInContext } from './fixtures.ts';
import {
  archiveItalianFromSettings,
  createDeck,
  deckSavesRefused,
  userClient,
} from './learn-helpers.ts';
import { newLearner, startOpenedReview } from './review-helpers.ts';

// docs/offline.md §3: a deck setting that waits in mf-learn's outbox shows on mf-learn's and
// mf-review's screens, across a reload, until it is saved or refused. The shell's sidebar shows
// the deck as stored (a limit the docs give), so nothing here looks at it.

/** From now on the server refuses the deck's saves outright, as the database would. */
async function deckSavesRefusedForGood(page: Page) {
  await page.route(/\/rest\/v1\/user_deck\?/, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          json: { code: '23514', message: 'Checked and refused', details: null, hint: null },
        })
      : route.fallback(),
  );
}

const scoreButtons = (page: Page) =>
  page.getByRole('group', { name: 'Score this card' }).getByRole('button');

const notSaved = 'Your deck settings were not saved: Checked and refused';

test('a review session offers the two answer buttons a waiting save chose, until it is refused', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  const user = await newLearner('spa', 2);
  await signInContext(context, user);
  await deckSavesRefused(page);
  await page.goto('/learn/spa/deck-settings');
  const answering = page.getByRole('region', { name: 'Answering' });
  const notSavedYet = answering.getByRole('alert').filter({ hasText: 'Not saved yet' });
  await answering.getByText('Four', { exact: true }).click();
  await expect(notSavedYet).toBeVisible();
  // mf-review's own copy of the queue is read as the session opens, with 'Four' in it; the rest
  // of the way is in-page links, so the session shows 'Two' only if that copy reads the storage
  // again when the session mounts it once more.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await page.getByRole('button', { name: 'Deck menu' }).click();
  await page.getByRole('menuitem', { name: "Today's review" }).click();
  await startOpenedReview(page, 'spa', { total: 2, fresh: 2 });
  await expect(scoreButtons(page)).toHaveCount(4);
  await page.getByRole('link', { name: 'Back to setup' }).click();
  await page.getByRole('link', { name: 'Back to deck' }).click();
  await page.getByRole('link', { name: 'change it in the deck settings' }).click();
  await answering.getByText('Two', { exact: true }).click();
  await expect(answering.getByRole('radio', { name: 'Two' })).toBeChecked();
  await expect(notSavedYet).toBeVisible();

  await page.getByRole('button', { name: 'Deck menu' }).click();
  await page.getByRole('menuitem', { name: 'Deck home' }).click();
  await page.getByRole('link', { name: "Continue today's review" }).click();
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  await expect(scoreButtons(page)).toHaveCount(2);
  await page.reload();
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  await expect(scoreButtons(page)).toHaveCount(2);

  // Both refused when Learning Home sends them: the deck's stored buttons, four, are back.
  await deckSavesRefusedForGood(page);
  await page.goto('/learn');
  await expect(page.getByText(notSaved, { exact: true }).first()).toBeVisible({
    timeout: 35_000,
  });
  await page.goto('/learn/spa/review/go');
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  await expect(scoreButtons(page)).toHaveCount(4);
});

test('Learning Home puts away a deck whose archive waits, until it is refused', async ({
  page,
  signedInUser,
}) => {
  test.setTimeout(90_000);
  const client = await userClient(signedInUser);
  await createDeck(client, 'ita');
  await createDeck(client, 'fra');
  await deckSavesRefused(page);
  const section = await archiveItalianFromSettings(page);
  await expect(section.getByRole('alert').filter({ hasText: 'Not saved yet' })).toBeVisible();

  const italianTile = page.getByRole('article', { name: 'Italian deck' });
  const archivedLink = page.getByRole('link', { name: 'Archived decks (1)' });
  // A page loaded anew: the waiting archive is read back from this browser's storage.
  await page.goto('/learn');
  await expect(page.getByRole('article', { name: 'French deck' })).toBeVisible();
  await expect(archivedLink).toBeVisible();
  await expect(italianTile).toHaveCount(0);
  // The deck's own page says the archive waits, and offers to restore it.
  await page.goto('/learn/ita');
  const notice = page.getByRole('alert').filter({ hasText: 'This deck is archived' });
  await expect(notice.getByRole('button', { name: 'Restore deck' })).toBeVisible();
  await expect(notice.getByText(/^Not saved yet/)).toBeVisible();

  // Learning Home sends what waits once it has settled: refused, the deck is back.
  await deckSavesRefusedForGood(page);
  await page.goto('/learn');
  await page.mouse.move(10, 10);
  await expect(page.getByText(notSaved, { exact: true })).toBeVisible({ timeout: 35_000 });
  await expect(italianTile).toBeVisible();
  await expect(archivedLink).toHaveCount(0);
});
